// The props of resources/js/Pages/Admin/Google-reviews/Index.tsx, as the server sends them.
export interface Props {
  google_review_url: string;
  url_max: number;
  /** customers: requests whose customer went on to Google at least once; total: every click. */
  clicks: { customers: number; total: number; last_30_days: number };
  /** "manage settings": may change the link. */
  can_edit: boolean;
}
