/**
 * The props every page receives from the server (server/http/shared.ts), typed
 * once here and merged into Inertia's page props so `usePage().props.auth`
 * is typed everywhere (InertiaConfig declaration merging, @inertiajs/core 3).
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

// One definition of the menu's shape: the server builds it, the sidebar renders it.
import type { MenuEntry, MenuGroup, MenuItem } from '@common/menu';
export type { MenuEntry, MenuGroup, MenuItem };

/** One-time messages: sent at page level (`page.flash`), never in props, so history never replays them. */
export interface Flash {
  success?: string;
  error?: string;
}

export interface SharedProps {
  app: { name: string };
  auth: { user: AuthUser | null };
  store: { name: string; timezone: string } | null;
  station_name: string | null;
  logo: string;
  menu: MenuItem[];
  /** The route name of the signed-in account's home (its first menu entry); null for a guest. */
  home: string | null;
  /** Where the socket client connects (from the server's configuration); null for a guest, who loads no socket client. */
  realtime: RealtimeOptions | null;
}

export interface RealtimeOptions {
  key: string;
  host: string;
  port: number;
  scheme: 'http' | 'https';
  /** The store's private channel for Echo (`store.1`); null for accounts without a store. */
  channel: string | null;
}

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'group' in item;

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
    flashDataType: Flash;
  }
}
