// The props of resources/js/Pages/Admin/Supports/Create.tsx, as the server sends them.

export interface Props {
  limits: { subject: number; body: number };
}
