// The props of resources/js/Pages/Admin/Roles/Index.tsx, as the server sends them.
export interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
  employees_count: number;
  users_count: number;
}

export type Props = { roles: RoleRow[] };
