// The props of resources/js/Pages/Admin/POS/SelectTechnician.tsx, as the server sends them.
import type { Technician } from '../../Components/pos/ticket';

export interface Props {
  technicians: Technician[];
}
