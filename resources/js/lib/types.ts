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

export interface MenuEntry {
  route: string;
  label: string;
  icon: string;
  query?: Record<string, string>;
}

export interface MenuGroup {
  group: string;
  icon: string;
  children: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

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
