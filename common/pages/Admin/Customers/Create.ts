// The props of resources/js/Pages/Admin/Customers/Create.tsx, as the server sends them.
export interface Props {
  technicians: { id: number; name: string }[];
  consent_text: string;
}
