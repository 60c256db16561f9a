// The props of resources/js/Pages/Admin/Employees/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';
import type { EmployeeListItem, EmployeeFilters } from './types';

export interface Props {
  employees: Paginator<EmployeeListItem>;
  filters: EmployeeFilters;
}
