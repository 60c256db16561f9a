import {
  countStoreSupportSessions,
  listStoreSupportSessions,
  listSupportActions,
} from '../../../database/queries/supportSessions';
import { storeAction } from '../action';
import { withLinks } from '../pagination';
import { supportSessionRows } from '../presenters/supportSessions';
import { supportSessionFiltersSchema } from '../validators/supportSessions';

const PER_PAGE = 10;

/**
 * support-sessions.index: every time the super admin signed in as the
 * store's owner, newest first, with each write it made or tried
 * (middleware/support.ts records them), so the owner sees what support did.
 */
export const index = storeAction(
  { input: supportSessionFiltersSchema },
  async ({ db, store, input, res }) => {
    const total = await countStoreSupportSessions(db, store.id);
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    const page = Math.min(input.page, lastPage);
    const sessions = await listStoreSupportSessions(db, store.id, {
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    });
    const actions = await listSupportActions(
      db,
      store.id,
      sessions.map((s) => s.id),
    );
    await res.inertia(
      'Admin/SupportSessions/Index',
      {
        sessions: withLinks(
          {
            data: supportSessionRows(sessions, actions),
            current_page: page,
            last_page: lastPage,
            per_page: PER_PAGE,
            total,
          },
          'support-sessions.index',
          {},
        ),
      },
      { title: 'Support sign-ins' },
    );
  },
);
