// The props of resources/js/Pages/Admin/Roles/Create.tsx, as the server sends them.
export type Props = { permissions: readonly string[] };
