// The props of resources/js/Pages/Auth/Login.tsx, as the server sends them.
export interface Props {
  canResetPassword: boolean;
  /** The path of this site a guest was sent here from, or null. */
  redirect: string | null;
}
