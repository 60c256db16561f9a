/**
 * The props every page receives from the server (common/shared.ts, built by
 * server/http/shared.ts), merged into Inertia's page props so
 * `usePage().props.auth` is typed everywhere (InertiaConfig declaration
 * merging, @inertiajs/core 3).
 */
import type { AuthUser, RealtimeOptions, Role, SharedProps } from '@common/shared';
import type { NewApiToken } from '@common/pages/API/Index';
export type { AuthUser, RealtimeOptions, Role, SharedProps };

// One definition of the menu's shape: the server builds it, the sidebar renders it.
import type { MenuEntry, MenuGroup, MenuItem } from '@common/menu';
export type { MenuEntry, MenuGroup, MenuItem };

/** One-time messages: sent at page level (`page.flash`), never in props, so history never replays them. */
export interface Flash {
  success?: string;
  error?: string;
  /** A token just made (API Tokens), in plain text this once. */
  api_token?: NewApiToken;
}

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'group' in item;

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
    flashDataType: Flash;
  }
}
