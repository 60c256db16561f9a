// The props of resources/js/Pages/Customer/ThankYou.tsx, as the server sends them.
export interface Props {
  salon: { name: string } | null;
  /** thanks: her review was taken; the others are the friendly pages of a link that cannot be answered. */
  kind: 'thanks' | 'answered' | 'invalid' | 'expired';
  title: string;
  message: string;
  /** The same Google link for everyone (no review gating); null when the store has none. */
  google_url: string | null;
}
