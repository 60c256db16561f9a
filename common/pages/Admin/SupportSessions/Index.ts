// The props of resources/js/Pages/Admin/SupportSessions/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

/** One request of a support session: what it sent, and how it ended. */
export interface SupportActionRow {
  id: number;
  /** An ISO instant; the page shows it in the store's zone. */
  at: string;
  /** The route's name ("customers.store"); null when no route matched. */
  route: string | null;
  method: string;
  path: string;
  /** 'done'; 'refused' (support may not do it); 'failed' (refused otherwise, or its input was wrong); null: it broke off. */
  outcome: 'done' | 'refused' | 'failed' | null;
}

/** A time the super admin signed in as the store's owner. */
export interface SupportSessionRow {
  id: number;
  admin: string;
  /** An ISO instant, as `ended`. */
  started: string;
  /** Null: still signed in, or the session expired without being ended. */
  ended: string | null;
  actions: SupportActionRow[];
}

export interface Props {
  sessions: Paginator<SupportSessionRow>;
}
