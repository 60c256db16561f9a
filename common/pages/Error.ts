// The props of resources/js/Pages/Error.tsx, as the server sends them.
export interface Props {
  status: number;
  message: string;
}
