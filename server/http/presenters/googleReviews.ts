import type { getReviewSettings, googleClickStats } from '../../../database/queries/reviews';
import { GOOGLE_URL_MAX } from '../validators/reviews';

/** google-reviews.index: the store's one public review link and how many were sent there (all time, and the last 30 days). */
export const googleReviewsPage = (
  settings: Awaited<ReturnType<typeof getReviewSettings>>,
  clicks: Awaited<ReturnType<typeof googleClickStats>>,
  canEdit: boolean,
) => ({
  google_review_url: settings.googleReviewUrl ?? '',
  url_max: GOOGLE_URL_MAX,
  clicks: { customers: clicks.customers, total: clicks.clicks, last_30_days: clicks.recent },
  can_edit: canEdit,
});
