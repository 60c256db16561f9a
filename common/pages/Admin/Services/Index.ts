// The props of resources/js/Pages/Admin/Services/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';
import type { ServiceListItem, ServiceFilters, CategoryOption } from './types';

export interface Props {
  services: Paginator<ServiceListItem>;
  filters: ServiceFilters;
  categories: CategoryOption[];
}
