import { can, type Actor } from '../../domain/access/permissions';
import { storeToday } from '../../../common/storeTime';
import { storeAction } from '../action';
import { clockedInItem, headlineProps } from '../presenters/dashboard';
import { setupCardItems, setupChecklist } from '../../domain/setup/checklist';
import { setupDismissedAt } from '../../../database/queries/setup';
import { checklistItem } from '../presenters/setup';
import { routeUrl } from '../urls';
import { defer } from '../../inertia';

/** Who sees today's headline numbers: anyone who may read a report of the day's sales. */
const seesSales = (actor: Actor) => can(actor, 'view daily reports') || can(actor, 'view reports');

export const index = storeAction({}, async ({ db, store, actor, req, res }) => {
  // Cached per store and invalidated by clock events: a visit usually runs no SQL.
  const open = await req.ctx.caches.openClockRecords(store.id, req.cacheStamps);
  // Cached too, invalidated by every TicketPaid and CheckInChanged (the events the page reloads it on).
  const headline = seesSales(actor)
    ? await req.ctx.caches.todayHeadline(store.id, store.timezone, req.cacheStamps)
    : null;
  await res.inertia('Admin/Dashboard', {
    store: { name: store.name, timezone: store.timezone, region: store.region },
    today: storeToday(store.timezone),
    clocked_in: open.map(clockedInItem),
    ...headlineProps(headline),
    // "Finish setting up": what a new store has left, for whoever may set it up, until hidden. Deferred: the
    // page's first answer runs no SQL (caching.test); the client asks for it right after.
    ...(can(actor, 'manage settings')
      ? {
          setup: defer(async () => {
            const [items, dismissedAt] = await Promise.all([
              setupChecklist(db, store.id),
              setupDismissedAt(db, store.id),
            ]);
            const left = setupCardItems(items, dismissedAt);
            return left
              ? {
                  left: left.map(checklistItem),
                  url: routeUrl('setup.show'),
                  welcome_url: routeUrl('setup.welcome'),
                  dismiss_url: routeUrl('setup.dismiss'),
                }
              : null;
          }),
        }
      : {}),
  });
});
