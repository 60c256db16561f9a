import type { MenuItem } from './menu';
import type { PlainRouteName } from './routes';

/**
 * The props every page receives: built by server/http/shared.ts (`satisfies`
 * this), read by the client through usePage() (resources/js/lib/types.ts
 * declares it as Inertia's sharedPageProps).
 */
export interface Role {
  name: string;
}

export interface AuthUser {
  id: number;
  name: string;
  avatar_url: string | null;
  roles: Role[];
  is_referal: boolean;
  permissions: string[];
}

export interface RealtimeOptions {
  key: string;
  host: string;
  port: number;
  scheme: 'http' | 'https';
  /** The store's private channel for Echo (`store.1`); null for accounts without a store. */
  channel: string | null;
}

export interface SharedProps {
  app: { name: string };
  auth: { user: AuthUser | null };
  store: { name: string; timezone: string } | null;
  station_name: string | null;
  logo: string;
  menu: MenuItem[];
  /** The route name of the signed-in account's home (its first menu entry); null for a guest. */
  home: PlainRouteName | null;
  /** Where the socket client connects (from the server's configuration); null for a guest, who loads no socket client. */
  realtime: RealtimeOptions | null;
}
