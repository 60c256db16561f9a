// The props of resources/js/Pages/Auth/VerifyEmail.tsx, as the server sends them.
export interface Props {
  email: string;
}
