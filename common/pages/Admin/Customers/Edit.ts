// The props of resources/js/Pages/Admin/Customers/Edit.tsx, as the server sends them.
import type { CustomerProfile } from './Show';

export interface Props {
  customer: CustomerProfile;
  technicians: { id: number; name: string }[];
  consent_text: string;
}
