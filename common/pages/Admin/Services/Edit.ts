// The props of resources/js/Pages/Admin/Services/Edit.tsx, as the server sends them.
import type { ServiceRecord, CategoryOption, TaxOption } from './types';

export interface Props {
  service: ServiceRecord;
  categories: CategoryOption[];
  taxes: TaxOption[];
}
