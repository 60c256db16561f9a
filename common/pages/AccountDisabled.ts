// The props of resources/js/Pages/AccountDisabled.tsx, as the server sends them.

export interface Props {
  store: string;
  /** Why, in a sentence (the super admin's reason, or the unpaid invoice). */
  reason: string;
  contact: { email: string };
}
