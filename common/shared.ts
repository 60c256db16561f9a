import type { MenuItem } from './menu';
import type { PlainRouteName } from './routes';
import type { Locale } from './i18n';
import type { StoreRegion } from './intlFormats';

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

/** A store's billing notices: read-only by dunning, support signed in now or lately. */
export interface AccountNotice {
  read_only: boolean;
  /** Support is signed in as this account now (since when, store time). */
  support: { since: string } | null;
  /** The last time support signed in as the store's owner. */
  last_support_at: string | null;
}

export interface SharedProps {
  app: { name: string };
  auth: { user: AuthUser | null };
  /** The signed-in store: its name, its zone and its region (how money, numbers and numeric dates read, common/intlFormats.ts). */
  store: { name: string; timezone: string; region: StoreRegion } | null;
  /** The stores of the account's teams it may switch to from the header (more than one), or empty. */
  store_switcher: { id: number; name: string; current: boolean }[];
  station_name: string | null;
  logo: string;
  menu: MenuItem[];
  /** The route name of the signed-in account's home (its first menu entry); null for a guest. */
  home: PlainRouteName | null;
  /** Where the socket client connects (from the server's configuration); null for a guest, who loads no socket client. */
  realtime: RealtimeOptions | null;
  /** Billing notices of the signed-in store; null for platform accounts and guests. */
  account: AccountNotice | null;
  /**
   * The language this page speaks: the account's or employee's own; on customer pages the
   * visitor's choice (a cookie) or else the store's; a guest's choice or English elsewhere.
   */
  locale: Locale;
}
