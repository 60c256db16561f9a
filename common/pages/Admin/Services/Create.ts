// The props of resources/js/Pages/Admin/Services/Create.tsx, as the server sends them.
import type { CategoryOption, TaxOption } from './types';

export interface Props {
  categories: CategoryOption[];
  taxes: TaxOption[];
}
