import { get, post, put, group, ID_PATTERN, type RouteDef } from '../server/http/router';
import * as reviewPages from '../server/http/controllers/reviewPages';
import * as customerReviews from '../server/http/controllers/customerReviews';
import * as googleReviews from '../server/http/controllers/googleReviews';
import * as reviewSettings from '../server/http/controllers/reviewSettings';

/**
 * The customer's review pages (docs/requirements.md §2 customer side "ask review", "thank
 * you"): public, no sign-in, opened by the signed link of a review request.
 */
const ids = { wheres: { store: ID_PATTERN, request: ID_PATTERN } };

export const reviewPageRoutes: RouteDef[] = [
  ...group({ prefix: '/review/{store}/{request}' }, [
    get('', 'reviews.ask', reviewPages.ask, ids),
    post('', 'reviews.submit', reviewPages.submit, ids),
    get('/thanks', 'reviews.thanks', reviewPages.thanks, ids),
    get('/google', 'reviews.google', reviewPages.google, ids),
  ]),
];

/** Reviews, the Google-reviews page and Settings → Review SMS, inside the store group of web.ts. */
export const reviewRoutes: RouteDef[] = [
  ...group({ prefix: '/customer-reviews', middleware: ['can:view customer-reviews'] }, [
    get('', 'customer-reviews.index', customerReviews.index),
    post('/{review}/resolve', 'customer-reviews.resolve', customerReviews.resolve),
  ]),
  ...group({ prefix: '/google-reviews', middleware: ['can:view customer-reviews'] }, [
    get('', 'google-reviews.index', googleReviews.index),
    put('', 'google-reviews.update', googleReviews.update, { middleware: ['can:manage settings'] }),
  ]),
  ...group({ prefix: '/settings/review-sms', middleware: ['can:manage settings'] }, [
    put('', 'settings.review_sms.update', reviewSettings.update),
  ]),
];
