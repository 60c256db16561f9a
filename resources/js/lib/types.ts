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

export interface Flash {
  success: string | null;
  error: string | null;
}

export interface SharedProps {
  app: { name: string };
  auth: { user: AuthUser | null };
  store: { name: string; timezone: string } | null;
  station_name: string | null;
  logo: string;
  menu: MenuItem[];
  flash: Flash;
}

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'group' in item;

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
  }
}
