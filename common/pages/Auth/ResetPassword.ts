// The props of resources/js/Pages/Auth/ResetPassword.tsx, as the server sends them.
export interface Props {
  token: string;
  email: string;
}
