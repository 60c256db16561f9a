import type {
  listStoreSupportSessions,
  listSupportActions,
} from '../../../database/queries/supportSessions';
import type { SupportSessionRow } from '../../../common/pages/Admin/SupportSessions/Index';

type Session = Awaited<ReturnType<typeof listStoreSupportSessions>>[number];
type Action = Awaited<ReturnType<typeof listSupportActions>>[number];

/** The store's support sessions with what each did, at ISO instants (the page shows the store's time). */
export function supportSessionRows(sessions: Session[], actions: Action[]): SupportSessionRow[] {
  const bySession = new Map<number, Action[]>();
  for (const a of actions) {
    const list = bySession.get(a.supportSessionId);
    if (list) list.push(a);
    else bySession.set(a.supportSessionId, [a]);
  }
  return sessions.map((s) => ({
    id: s.id,
    admin: s.adminName,
    started: s.startedAt.toISOString(),
    ended: s.endedAt?.toISOString() ?? null,
    actions: (bySession.get(s.id) ?? []).map((a) => ({
      id: a.id,
      at: a.createdAt.toISOString(),
      route: a.routeName,
      method: a.method,
      path: a.path,
      outcome: a.outcome,
    })),
  }));
}
