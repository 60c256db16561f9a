// The props of resources/js/Pages/Customer/AskReview.tsx, as the server sends them.
export interface Props {
  salon: { name: string };
  /** Her technician by first name; null when the ticket named none (then only the salon is rated). */
  technician: { name: string } | null;
  comment_max: number;
  submit_url: string;
  /** The counting redirect to the store's Google link, the same for every customer; null when the store has none. */
  google_url: string | null;
}
