// The props of resources/js/Pages/Auth/TwoFactorChallenge.tsx, as the server sends them.
export interface Props {
  /** Minutes left to answer before signing in again is needed. */
  expires_in_minutes: number;
}
