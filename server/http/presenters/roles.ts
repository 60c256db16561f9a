import type { RoleSummary } from '../../../database/queries/roles';

/** A role as the list and the edit form show it: its permissions and how many people hold it. */
export const roleItem = (r: RoleSummary) => ({
  id: r.id,
  name: r.name,
  permissions: r.permissions,
  employees_count: r.employeesCount,
  users_count: r.usersCount,
});
