import { can, hasRole, STORE_USER, SUPER_ADMIN, type PermissionSubject } from './permissions';
import type { PlainRouteName } from './routes';

/** Who the menu is built for: the permission subject and the store it belongs to (none for platform accounts). */
export interface MenuSubject extends PermissionSubject {
  storeId: number | null;
  /** The account's role in the team of the store it works in, if any. */
  teamRole?: string | null;
}
type Actor = MenuSubject;
const isSuperAdmin = (a: Actor) => hasRole(a, SUPER_ADMIN);

export interface MenuEntry {
  /** The route name; the client builds its URL with route(). */
  route: PlainRouteName;
  label: string;
  icon: string;
  /** Extra query for the link, e.g. payroll reports open with type=salary. */
  query?: Record<string, string>;
}
export interface MenuGroup {
  group: string;
  icon: string;
  children: MenuEntry[];
}
export type MenuItem = MenuEntry | MenuGroup;

type Rule = (actor: Actor) => boolean;
interface Def extends MenuEntry {
  visible: Rule;
}

const perm =
  (permission: string): Rule =>
  (a) =>
    can(a, permission);
const storeMember: Rule = (a) => !isSuperAdmin(a) && !a.isReferal && a.storeId !== null;
const entry = (
  route: PlainRouteName,
  label: string,
  icon: string,
  visible: Rule,
  query?: Record<string, string>,
): Def => ({ route, label, icon, visible, ...(query ? { query } : {}) });

/**
 * The sidebar of docs/requirements.md §2 and §6, top to bottom. Super admins see only their
 * four entries; referral users only their Users page; Supports is for everyone.
 */
const MENU: (Def | { group: string; icon: string; children: Def[] })[] = [
  entry('dashboard', 'Dashboard', 'home', storeMember),
  entry('pos.select_technician', 'POS', 'cash-register', perm('manage pos')),
  {
    group: 'Invoices',
    icon: 'receipt',
    children: [
      entry('invoices.index', 'Invoice List', 'list', perm('manage invoices')),
      entry('invoices.draft', 'Saved Ticket', 'bookmark', perm('manage invoices')),
      // What a station recorded offline and the server could not take as it was.
      entry('offline-tickets.index', 'Offline Tickets', 'rotate', perm('manage invoices')),
    ],
  },
  entry('checkins.index', 'Check-ins', 'user-check', perm('view checkins')),
  entry('employees.index', 'Employees', 'users', perm('view employees')),
  entry('turn_managements.index', 'Turn Management', 'rotate', perm('view turn management')),
  entry('clock-in-outs.index', 'Clock In/Out', 'clock', perm('view clock in clock outs')),
  {
    group: 'Payroll',
    icon: 'wallet',
    children: [
      entry('payrolls.index', 'Payroll Control', 'sliders', perm('view payrolls report')),
      entry('payrolls.report', 'Payroll Reports', 'file-text', perm('view payrolls report'), {
        type: 'salary',
      }),
      entry('tip-managements.index', 'Tip Management', 'wallet', perm('view payrolls report')),
    ],
  },
  {
    group: 'Reports',
    icon: 'chart',
    children: [
      entry('reports.daily', 'Daily Report', 'calendar-day', perm('view daily reports')),
      entry(
        'cash-drawer.index',
        'Cash Drawer',
        'wallet',
        (a) => can(a, 'manage pos') || can(a, 'view daily reports'),
      ),
      entry('reports.index', 'Reports', 'chart', perm('view reports')),
      entry('sms-logs.index', 'SMS Logs', 'message', perm('view sms logs')),
      entry('stats.index', 'Stats', 'trending-up', perm('view stats')),
      entry('close-batches.index', 'Close Batches', 'lock', perm('view close batches')),
    ],
  },
  entry('appointments.calendars', 'Appointments', 'calendar', perm('view appointment calendars')),
  {
    group: 'Customers',
    icon: 'heart',
    children: [
      entry('customers.index', 'Customers', 'user', perm('view customers')),
      entry('customer-reviews.index', 'Reviews', 'star', perm('view customer-reviews')),
      entry('customer-rewards.index', 'Rewards', 'gift', perm('view customer-reviews')),
      entry('promotions.index', 'Promotions', 'megaphone', perm('view promotions')),
      entry('coupons.index', 'Coupons', 'ticket', perm('view coupons')),
      entry('giftcards.index', 'Gift Cards', 'credit-card', perm('view giftcards')),
      entry('announcements.index', 'Announcements', 'bell', perm('view coupon messages')),
    ],
  },
  entry('users.index', 'Users', 'users', isSuperAdmin),
  entry('users.user_refs', 'Users', 'users', (a) => a.isReferal && hasRole(a, STORE_USER)),
  entry('user-invoices.index', 'Invoice', 'receipt', isSuperAdmin),
  entry('packages.index', 'Packages', 'package', isSuperAdmin),
  entry('supports.index', 'Supports', 'life-buoy', () => true),
  {
    group: 'Settings',
    icon: 'settings',
    children: [
      entry('settings.index', 'Settings', 'settings', perm('manage settings')),
      entry(
        'billing.show',
        'Billing',
        'receipt',
        (a) => storeMember(a) && can(a, 'manage settings'),
      ),
      // A store's own owner starts a team (its locations and people) there; in a team's store, its owners manage it.
      entry(
        'teams.index',
        'Team',
        'users',
        (a) => storeMember(a) && (hasRole(a, STORE_USER) || a.teamRole === 'owner'),
      ),
      entry('tip-rules.index', 'Tip Rules', 'percent', perm('manage settings')),
      entry('opening-hours.index', 'Opening Hours', 'clock', perm('manage settings')),
      entry('booking-blocks.index', 'Appointment Blocks', 'slash', perm('manage settings')),
      entry('terminal-devices.index', 'Terminal Devices', 'cpu', perm('manage settings')),
      entry('stations.index', 'Stations', 'monitor', perm('manage settings')),
      entry('setup.show', 'Setup', 'list', perm('manage settings')),
      entry('taxes.index', 'Tax', 'percent', perm('view taxes')),
      entry('services.index', 'Services', 'scissors', perm('view services')),
      entry('categories.index', 'Categories', 'folder', perm('view categories')),
    ],
  },
];

const strip = ({ visible: _visible, ...rest }: Def): MenuEntry => rest;

/** The entries this actor may see; empty groups are dropped. */
export function menuFor(actor: Actor | null): MenuItem[] {
  if (!actor) return [];
  const items: MenuItem[] = [];
  for (const item of MENU) {
    if ('group' in item) {
      const children = item.children.filter((c) => c.visible(actor)).map(strip);
      if (children.length) items.push({ group: item.group, icon: item.icon, children });
    } else if (item.visible(actor)) {
      items.push(strip(item));
    }
  }
  return items;
}

/** Route names in the menu, for the route table to check that each exists. */
export const MENU_ROUTE_NAMES: string[] = MENU.flatMap((i) =>
  'group' in i ? i.children.map((c) => c.route) : [i.route],
);

/**
 * An actor's home: the first entry of its own menu, so the logo, "Back to the
 * dashboard" and sign-in always lead somewhere it may see (never a 403 loop).
 */
export function homeRouteFor(actor: Actor): PlainRouteName {
  const first = menuFor(actor)[0];
  if (!first) return 'supports.index';
  return 'group' in first ? first.children[0].route : first.route;
}
