// The props of resources/js/Pages/Customer/CheckIn.tsx, as the server sends them.
export interface Props {
  token: string;
  store_name: string;
  welcome_text: string;
}
