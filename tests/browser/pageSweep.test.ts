/**
 * The page sweep (docs/ui.md "How to check it"): every page of every role on a
 * touch tablet (1024×768, coarse pointer), and the guest's and the owner's on a
 * phone (390×844) too (ROLES), fails on sideways scroll, tap targets under
 * 44×44 px (tablet), console errors, axe-core violations of impact serious or
 * critical (on the tablet), and a message key shown as itself. The manager
 * sweeps in Vietnamese and Rose's owner in Spanish.
 *
 * The page list comes from the route table: every GET route without
 * parameters that answers this role with an Inertia page, plus one example of
 * each route with parameters (the first id on the resource's list page, or
 * PARAM_EXAMPLES). A new route is swept without touching this file.
 *
 * Adding a page: a parameterless GET page needs nothing here. A page with a
 * parameter its resource's list cannot give gets a line in PARAM_EXAMPLES; a
 * second state of a page (a filter, a tab) a line in EXTRA_VIEWS; a new demo
 * login a line in ROLES. Those three tables are the data of the sweep.
 *
 * Speed (CI): the roles run side by side in one test, ROLES_AT_ONCE at a time,
 * each with its viewports side by side in one Chromium, so that one role's page
 * discovery (Inertia visits, no rendering) overlaps another's rendering and
 * both cores stay busy. A problem is still reported under its own role (a
 * step and a soft assertion named after it).
 *
 * SWEEP_SCREENSHOTS=<dir> also saves a PNG of every page at 1024×768, 390×844
 * and 1366×768 there, to look at.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { routes } from '../../routes';
import type { RouteDef } from '../../server/http/router';
import { HOOK_TIMEOUT, painted, startBrowserEnv, type BrowserEnv } from '../support/browser';
import { storeId } from '../support/lookups';
import { ensureCheckInSettings } from '../../database/queries/checkIns';
import { listStationDisplayTokens } from '../../database/queries/customerDisplays';
import { newKioskToken } from '../../server/domain/checkins/kiosk';
import { checkInArrival } from '../../server/domain/checkins/arrivals';
import { sweepAppointment } from '../support/appointments';
import { openPayrollRun } from '../../database/queries/payrolls';
import { periodContaining } from '../../server/domain/payroll/payPeriods';
import { DEFAULT_SCHEDULE } from '../../server/domain/payroll/payrollRuns';
import { createCampaign } from '../../server/domain/announcements/campaigns';
import { createPromotion } from '../../database/queries/promotions';
import { seedTerminals } from '../../database/seeders/terminals';
import { seedBilling } from '../../database/seeders/billing';
import { seedSupports } from '../../database/seeders/supports';
import { seedOfflineToResolve } from '../../database/seeders/offline';
import { seedTeams } from '../../database/seeders/teams';
import { upsertInvitation } from '../../database/queries/teams';
import {
  hashInvitationToken,
  invitationExpiry,
  newInvitationToken,
} from '../../server/domain/teams/invitationTokens';
import { cardBatches, teams, terminalDevices, users } from '../../database/schema';
import { invalidateActors } from '../../database/cacheInvalidation';
import { CATALOGUES } from '../../server/services/i18n';
import { groupOf } from '../../common/i18n';
import { eq } from 'drizzle-orm';
import { addDays, storeToday } from '../../common/storeTime';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SCREENSHOTS = process.env.SWEEP_SCREENSHOTS ?? '';
const MIN_TARGET = 44;

interface Viewport {
  name: 'tablet' | 'phone' | 'desktop';
  width: number;
  height: number;
  touch: boolean;
  mobile: boolean;
}
const TABLET: Viewport = { name: 'tablet', width: 1024, height: 768, touch: true, mobile: false };
const PHONE: Viewport = { name: 'phone', width: 390, height: 844, touch: true, mobile: true };
const DESKTOP: Viewport = {
  name: 'desktop',
  width: 1366,
  height: 768,
  touch: false,
  mobile: false,
};

/**
 * Demo logins (README); null is a guest. Every role is swept on the tablet; `phone` ones on a phone too:
 * the customer pages (a guest's) and every back-office page once (the owner's, the most). The other roles'
 * pages are the owner's in another language or a smaller menu, and a phone is not their screen (docs/ui.md).
 */
const ROLES: { role: string; email: string | null; phone: boolean }[] = [
  { role: 'guest', email: null, phone: true },
  { role: 'owner', email: 'owner@example.com', phone: true },
  { role: 'manager', email: 'manager@example.com', phone: false },
  { role: 'owner2', email: 'owner2@example.com', phone: false },
  { role: 'referral', email: 'referral@example.com', phone: false },
  { role: 'admin', email: 'admin@example.com', phone: false },
];

/** GET routes that never render a page of their own. */
const NOT_PAGES: Record<string, string> = {
  home: 'redirects to the role’s home',
  up: 'health check (JSON)',
  'verification.verify': 'a signed link that redirects',
  'pos.customers.rewards': 'the pay screen’s look at her points (JSON)',
  'stations.display.qr': 'a station’s customer display link as an SVG QR code',
};

interface PageObject {
  component: string;
  version?: string;
  props: Record<string, unknown>;
}
type Visit = (url: string) => Promise<{ status: number; page: PageObject | null }>;

/** A value inside parsed JSON by path, or undefined. */
function dig(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const key of path)
    at =
      at !== null && typeof at === 'object'
        ? (at as Record<string | number, unknown>)[key]
        : undefined;
  return at;
}
const idOrNull = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : null);

/**
 * Example values for parameters that the resource's own list cannot give
 * (PARAM_EXAMPLES wins over exampleFromList).
 */
const PARAM_EXAMPLES: Record<string, (visit: Visit) => Promise<string | number | null>> = {
  // Lotus's kiosk link (made in beforeAll): the kiosk is swept like any page, as a guest too.
  token: async () => kioskToken,
  // Lotus Front Desk's customer display link (beforeAll): swept as a guest too, at the sizes a display and a phone have.
  display: async () => displayToken,
  // The POS customer check-in page opens a visit from today's queue (beforeAll puts one there).
  checkIn: async (visit) =>
    idOrNull(dig((await visit(url('checkins.index'))).page?.props, 'check_ins', 0, 'id')),
  // Today's records are often none: this month's list has some.
  clockRecord: async (visit) =>
    idOrNull(
      dig(
        (await visit(`${url('clock-in-outs.index')}?range=thisMonth`)).page?.props,
        'records',
        'data',
        0,
        'id',
      ),
    ),
  // Today's tickets are none before the salon opens: this month's list has some.
  invoice: async (visit) =>
    idOrNull(
      dig(
        (await visit(`${url('invoices.index')}?range=thisMonth`)).page?.props,
        'invoices',
        'data',
        0,
        'id',
      ),
    ),
  // The demo the tests start from has no appointments: beforeAll books one today (Lotus), so the calendar and its show page have one.
  appointment: async () => appointmentId || null,
  // The public booking pages (menu, steps) of Lotus, as a guest too.
  store: async () => lotusId,
  // A customer's own appointment opens only by its signed link (or in the browser that booked it): not swept.
  booking: async () => null,
  // A review request's pages open only by its signed link: tests/browser/reviews.test.ts checks them at 390×844 and 1024×768.
  request: async () => null,
  // An open run of the last full week (beforeAll); a pay stub (QR, link) exists only once finalised: not swept.
  payroll: async () => payrollRunId || null,
  // A subscription invoice (the super admin's Invoice list), not a salon's ticket.
  'user-invoices.show:invoice': async (visit) =>
    idOrNull(
      dig((await visit(url('user-invoices.index'))).page?.props, 'invoices', 'data', 0, 'id'),
    ),
  // A support image, not a page (tests/browser/supportAttachments.test.ts opens them).
  'supports.attachments.show:attachment': async () => null,
  // The store's own subscription invoice (Billing), not a salon's ticket.
  'billing.invoice:invoice': async (visit) =>
    idOrNull(dig((await visit(url('billing.show'))).page?.props, 'invoices', 0, 'id')),
  // The store's team (Teams' own page; a store without one, or a role that may not manage it, has none to sweep).
  team: async (visit) => idOrNull(dig((await visit(url('teams.index'))).page?.props, 'team', 'id')),
  // The invitation link made in beforeAll.
  'team-invitations.show:token': async () => invitationToken,
  // A customer with points (the demo's tickets earned some): her points ledger on the Rewards page.
  member: async (visit) =>
    idOrNull(
      dig((await visit(url('customer-rewards.index'))).page?.props, 'customers', 'data', 0, 'id'),
    ),
};

const SHARED_PROPS = new Set([
  'app',
  'auth',
  'store',
  'station_name',
  'logo',
  'menu',
  'home',
  'flash',
  'errors',
]);

/** The first `id` in a page's props: a list, or a paginator's `data`, of objects with ids. */
function firstId(value: unknown, depth = 0): string | number | null {
  if (depth > 3 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    const id = idOrNull(dig(value, 0, 'id'));
    return id ?? null;
  }
  for (const v of Object.values(value)) {
    const id = firstId(v, depth + 1);
    if (id !== null) return id;
  }
  return null;
}

/**
 * An example for `{param}` of `employees.edit`: the first id on the
 * resource's list page (`employees.index`), so a new resource's edit page is
 * swept without touching this file. null: the role may not open the list, or it is empty.
 */
async function exampleFromList(
  routeName: string,
  visit: Visit,
): Promise<string | number | null | undefined> {
  const index = routes.find(
    (r) =>
      r.method === 'get' && r.name === `${routeName.slice(0, routeName.lastIndexOf('.'))}.index`,
  );
  if (!index || paramNames(index).length) return undefined;
  const answer = (await visit(index.path)).page;
  if (!answer) return null;
  // The page's own props, not the shared ones every page carries (the signed-in user has an id too).
  const own = Object.entries(answer.props).filter(([k]) => !SHARED_PROPS.has(k));
  return firstId(Object.fromEntries(own));
}

/** Lists whose default view is often empty get a second look with data in them. */
const EXTRA_VIEWS: Record<string, string[]> = {
  'clock-in-outs.index': ['?range=thisMonth', '?range=thisMonth&page=2'],
  'invoices.index': ['?range=thisMonth', '?range=thisMonth&page=2'],
  // The range report's widest tables: a month by day (31 rows, ten columns) and a year by month.
  'reports.index': ['?range=thisMonth&group=day', '?range=thisYear&group=month'],
  // Each built tab is its own form; one later tab for the "not available yet" state.
  'settings.index': [
    '?tab=appointment',
    '?tab=invoice',
    '?tab=payment',
    '?tab=tip',
    '?tab=pax',
    '?tab=notification',
    '?tab=review-sms',
    '?tab=rewards',
  ],
  // The SMS log's second page and a filtered view (the demo has three weeks of receipts).
  'sms-logs.index': ['?page=2', '?status=delivered&purpose=transactional'],
  // First-run setup's steps (without one it opens at the last for a store with everything done).
  'setup.show': ['?step=business', '?step=hours', '?step=services', '?step=technicians'],
};

function url(name: string, params: Record<string, string | number> = {}): string {
  const r = routes.find((x) => x.name === name);
  if (!r) throw new Error(`no route ${name}`);
  return r.path.replace(/\{(\w+)\??\}/g, (_, p: string) => String(params[p] ?? ''));
}

const paramNames = (r: RouteDef) => [...r.path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]);

let env: BrowserEnv;
let kioskToken = '';
let displayToken = '';
let appointmentId = 0;
let lotusId = 0;
let payrollRunId = 0;
let invitationToken = '';

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  // The manager sweeps in Vietnamese and Rose's owner in Spanish: every page they see is checked in a
  // language whose words run longer, and for a message key shown as itself (a group the page does not load).
  await env.db.update(users).set({ locale: 'vi' }).where(eq(users.email, 'manager@example.com'));
  await env.db.update(users).set({ locale: 'es' }).where(eq(users.email, 'owner2@example.com'));
  await invalidateActors(env.db, 'all');
  // The demo the tests start from has no kiosk link and nobody in today's queue: one of each, so their pages are swept.
  const lotus = await storeId(env.db, 'Lotus Nail Spa');
  lotusId = lotus;
  kioskToken = (await ensureCheckInSettings(env.db, lotus, newKioskToken())).kioskToken;
  displayToken = (await listStationDisplayTokens(env.db, lotus))[0].token;
  await checkInArrival(env.db, {
    storeId: lotus,
    timezone: 'America/New_York',
    phone: '2125550177',
    source: 'front_desk',
    actor: null,
    details: { name: 'Sweep Walk-in', email: null, birthdayMonth: null, birthdayDay: null },
    serviceIds: [],
    requestedTechnicianId: null,
    smsConsent: false,
    rules: {
      requireEmail: false,
      requireBirthday: false,
      requireServices: false,
      allowTechnicianChoice: true,
      consentText: '',
    },
  });
  appointmentId = await sweepAppointment(env.db, lotus);
  // A ticket and a clock-out recorded offline that wait for a manager: the offline tickets page has its cards to sweep.
  await seedOfflineToResolve(env.db, lotus);
  // The last full week's payroll, open (the demo finalises nothing), so the run's page is swept.
  const lastWeek = periodContaining(
    DEFAULT_SCHEDULE,
    addDays(periodContaining(DEFAULT_SCHEDULE, storeToday('America/New_York')).start, -1),
  );
  payrollRunId = (await openPayrollRun(env.db, lotus, lastWeek, 'Page sweep')).id;
  // An announcement with its coupon, a draft: its preview (show) and its edit form are swept (the list gives its id).
  await createCampaign(
    env.db,
    lotus,
    {
      name: 'Sweep announcement',
      body: 'Lotus Nail Spa: $5 off with code {coupon}. Reply STOP to opt out.',
      audience: { kind: 'visited', days: 60 },
      scheduledAt: null,
      coupon: { code: 'SWEEP5', kind: 'amount', value: 500, validTo: null },
    },
    'Page sweep',
  );
  // The demo's terminals (npm start seeds them; the test database does not) and the SaaS billing demo:
  // Terminal Devices' edit form, Close Batches with its terminals, and the super admin's Users, Invoice and Packages with data.
  await seedTerminals(env.db);
  await seedBilling(env.db);
  // A support thread (Lotus, answered): Supports' show page is swept (the list gives its id).
  await seedSupports(env.db);
  // The Lotus Group team (a second location, so the owner's header has the store switcher) and an invitation link
  // whose token is known here (the demo's own is only in its email), swept as a guest and as each role.
  await seedTeams(env.db);
  const [team] = await env.db.select().from(teams).where(eq(teams.storeId, lotus));
  invitationToken = newInvitationToken();
  await upsertInvitation(env.db, {
    teamId: team.id,
    storeId: lotus,
    email: 'sweep-invitee@example.com',
    role: 'manager',
    tokenHash: hashInvitationToken(invitationToken),
    invitedByUserId: team.ownerUserId,
    expiresAt: invitationExpiry(),
  });
  // A closed card batch (with one resolved difference), so its page is swept (the history list gives its id).
  const [terminal] = await env.db
    .select()
    .from(terminalDevices)
    .where(eq(terminalDevices.storeId, lotus))
    .limit(1);
  await env.db.insert(cardBatches).values({
    storeId: lotus,
    terminalId: terminal.id,
    status: 'closed',
    batchNo: '7',
    hostRef: 'FKB-SWEEP',
    count: 2,
    amountCents: 9_150,
    tipCents: 1_150,
    posCount: 2,
    posAmountCents: 8_000,
    terminalCount: 2,
    terminalAmountCents: 8_000,
    byName: 'Page sweep',
    differences: [
      {
        kind: 'tip_not_adjusted',
        cardTransactionId: null,
        terminalRef: '12',
        posCents: 0,
        terminalCents: 0,
        resolution: 'No tip (confirmed).',
      },
    ],
  });
  // A promotion, so its edit form is swept (the list gives its id); the demo the tests start from has none.
  await createPromotion(env.db, lotus, {
    name: 'Sweep Gel Tuesday',
    kind: 'percent',
    value: 20,
    buyQuantity: null,
    getQuantity: null,
    target: 'all',
    serviceIds: [],
    categoryIds: [],
    daysOfWeek: [2],
    startMinute: 600,
    endMinute: 840,
    firstVisit: false,
    birthdayMonth: false,
    startsOn: null,
    endsOn: null,
    priority: 0,
    isActive: true,
  });
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

async function openContext(viewport: Viewport): Promise<BrowserContext> {
  const context = await env.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: viewport.touch,
    isMobile: viewport.mobile,
  });
  // Injected before the page's own scripts through the DevTools protocol, so the page's CSP does not apply.
  await context.addInitScript({ path: AXE_PATH });
  return context;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', 'password');
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/login')),
    page.click('[data-test="login-submit"]'),
  ]);
}

/** An Inertia visit with the context's cookies: the page object, or null when the answer is not a page. */
function inertiaVisitor(context: BrowserContext, version: string): Visit {
  return async (path) => {
    const res = await context.request.get(path, {
      headers: {
        'X-Inertia': 'true',
        'X-Inertia-Version': version,
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'text/html, application/json',
      },
      maxRedirects: 0,
    });
    const isPage = res.status() === 200 && res.headers()['x-inertia'] === 'true';
    return { status: res.status(), page: isPage ? ((await res.json()) as PageObject) : null };
  };
}

/** Every page this role may open: parameterless GET pages that answer 200, plus one example per parameterised page. */
async function pagesFor(
  context: BrowserContext,
  page: Page,
): Promise<{ name: string; path: string }[]> {
  const pageObject = JSON.parse(
    (await page.locator('script[data-page="app"]').textContent()) ?? '{}',
  ) as PageObject;
  const visit = inertiaVisitor(context, pageObject.version ?? '');
  const examples = new Map<string, string | number | null>();
  const found: { name: string; path: string }[] = [];
  for (const r of routes) {
    if (r.method !== 'get' || NOT_PAGES[r.name]) continue;
    const params: Record<string, string | number> = {};
    let skip = false;
    for (const p of paramNames(r)) {
      // A route's own example (`route.name:param`) wins over the parameter's (`param`), which wins over its list's first id.
      const own = `${r.name}:${p}`;
      const key = PARAM_EXAMPLES[own] ? own : PARAM_EXAMPLES[p] ? p : own;
      if (!examples.has(key)) {
        const example = PARAM_EXAMPLES[key]
          ? await PARAM_EXAMPLES[key](visit)
          : await exampleFromList(r.name, visit);
        if (example === undefined)
          throw new Error(
            `Route ${r.name} has a parameter {${p}} and no list page to take an example from: add one to PARAM_EXAMPLES.`,
          );
        examples.set(key, example);
      }
      const value = examples.get(key);
      if (value === null || value === undefined) skip = true;
      else params[p] = value;
    }
    if (skip) continue;
    const path = url(r.name, params);
    const { page: answer } = await visit(path);
    if (answer && answer.component !== 'Error') {
      found.push({ name: r.name, path });
      for (const query of EXTRA_VIEWS[r.name] ?? [])
        found.push({ name: `${r.name}${query.replace(/[?&=]/g, '-')}`, path: `${path}${query}` });
    }
  }
  // Every menu entry the server sends must be one of them (a menu link to a 403 would loop).
  const items = (pageObject.props?.menu ?? []) as {
    route?: string;
    children?: { route: string }[];
  }[];
  const menu = items.flatMap((i) => i.children ?? [i]).map((e) => String(e.route));
  const missing = menu.filter((name) => !found.some((f) => f.name === name));
  expect(missing, 'menu entries that do not open').toEqual([]);
  return found;
}

interface Problem {
  page: string;
  viewport: string;
  problem: string;
}

const KEYS = new Set(Object.keys(CATALOGUES.en));
const KEY_SHAPE = new RegExp(
  `\\b(?:${[...new Set([...KEYS].map(groupOf))].join('|')})\\.[A-Za-z][\\w.-]*[A-Za-z0-9]`,
  'g',
);
/**
 * Message keys a page shows as themselves: a key its groups do not hold (the translator's last
 * resort), or a sentence by key nobody spoke (common/said.ts: it begins with U+E000).
 */
const shownKeys = (text: string) => [
  ...[...new Set(text.match(KEY_SHAPE) ?? [])].filter((k) => KEYS.has(k)),
  ...(text.match(/\uE000[^\s]*/g) ?? []).map((raw) => `unspoken ${raw.slice(1, 60)}`),
];

/** Checks the page in place: overflow, small targets (tablet only), axe. Console errors are collected by the caller. */
async function inspect(page: Page, viewport: Viewport, runAxe: boolean): Promise<string[]> {
  return page.evaluate(
    async ({ checkTargets, min, runAxe, width }) => {
      const problems: string[] = [];
      const root = document.scrollingElement ?? document.documentElement;
      // Against the viewport asked for: a mobile viewport's innerWidth grows to fit what overflows it.
      if (root.scrollWidth > width)
        problems.push(`scrolls sideways: ${root.scrollWidth}px wide in ${width}px`);

      const describe = (el: Element) => {
        const test = el.getAttribute('data-test');
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        return `<${el.tagName.toLowerCase()}${test ? ` data-test="${test}"` : ''}${el.getAttribute('name') ? ` name="${el.getAttribute('name')}"` : ''}> "${text}"`;
      };
      if (checkTargets) {
        const selector =
          'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
        for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
          if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
          if (el.closest('[aria-hidden="true"], [inert]')) continue;
          // A checkbox or radio inside its label is tapped through the label.
          const target =
            (el instanceof HTMLInputElement &&
              (el.type === 'checkbox' || el.type === 'radio') &&
              el.closest('label')) ||
            el;
          const box = target.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          if (Math.round(box.width) < min || Math.round(box.height) < min) {
            problems.push(
              `tap target ${Math.round(box.width)}×${Math.round(box.height)}px: ${describe(el)}`,
            );
          }
        }
      }

      const axe = (
        window as unknown as {
          axe?: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{
              violations: {
                id: string;
                impact: string;
                help: string;
                nodes: { target: string[] }[];
              }[];
            }>;
          };
        }
      ).axe;
      if (!runAxe) return problems;
      if (!axe) problems.push('axe-core was not injected');
      else {
        const result = await axe.run(document, { resultTypes: ['violations'] });
        for (const v of result.violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue;
          problems.push(
            `axe ${v.impact} ${v.id} (${v.help}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
          );
        }
      }
      return problems;
    },
    { checkTargets: viewport.name === 'tablet', min: MIN_TARGET, runAxe, width: viewport.width },
  );
}

interface Session {
  viewport: Viewport;
  context: BrowserContext;
  page: Page;
  problems: Problem[];
  /** What the console errors are attributed to. */
  current: string;
}

/** A signed-in browser for one viewport, collecting console errors. */
async function openSession(viewport: Viewport, email: string | null): Promise<Session> {
  const context = await openContext(viewport);
  const page = await context.newPage();
  const session: Session = { viewport, context, page, problems: [], current: 'sign-in' };
  page.on('console', (msg) => {
    if (msg.type() === 'error')
      session.problems.push({
        page: session.current,
        viewport: viewport.name,
        problem: `console error: ${msg.text()}`,
      });
  });
  page.on('pageerror', (err) =>
    session.problems.push({
      page: session.current,
      viewport: viewport.name,
      problem: `page error: ${err.message}`,
    }),
  );
  if (email) await signIn(page, email);
  else await page.goto('/login');
  return session;
}

/** Check every page in one viewport. */
async function sweepPages(
  role: string,
  session: Session,
  list: { name: string; path: string }[],
): Promise<void> {
  const { page, viewport } = session;
  // axe runs once per page component, on the tablet: the many screens that share one (the "not
  // available yet" pages) differ only in their words, a phone's layout of a page rarely changes what
  // axe checks, and axe is a large part of the sweep's time.
  const axed = new Set<string>();
  for (const { name, path } of list) {
    session.current = `${name} ${path}`;
    // Not waiting for every image: the page is ready when its title shows.
    await page.goto(path, { waitUntil: 'commit' });
    const rendered = await page
      .locator('[data-test="page-title"]')
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!rendered) {
      session.problems.push({
        page: session.current,
        viewport: viewport.name,
        problem: 'no [data-test="page-title"] after 10 s: the page did not render',
      });
      continue;
    }
    const component = await page.evaluate(
      () =>
        JSON.parse(document.querySelector('script[data-page="app"]')?.textContent ?? '{}')
          .component ?? '',
    );
    const runAxe = viewport.name === 'tablet' && !axed.has(component);
    axed.add(component);
    for (const problem of await inspect(page, viewport, runAxe))
      session.problems.push({ page: session.current, viewport: viewport.name, problem });
    for (const key of shownKeys(await page.evaluate(() => document.body.innerText)))
      session.problems.push({
        page: session.current,
        viewport: viewport.name,
        problem: `shows the message key ${key}`,
      });
    if (SCREENSHOTS)
      await page.screenshot({
        path: join(SCREENSHOTS, `${role}-${name}-${viewport.name}.png`),
        fullPage: true,
      });
  }
}

/**
 * Roles swept at the same time. Two roles × two viewports is four pages in
 * flight: enough to overlap the server, the renderers and axe on two cores,
 * few enough that a page still renders well inside its 10 s.
 */
const ROLES_AT_ONCE = Math.max(1, Number(process.env.SWEEP_ROLES_AT_ONCE ?? 2));

/** Runs tasks so that at most `limit` are running at once, in the order they asked. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
const roleSlot = limiter(ROLES_AT_ONCE);

/** Every viewport at once (two pages in parallel keep both cores busy while one waits on the server); the page list is found once. */
async function sweepRole(
  role: string,
  email: string | null,
  viewports: Viewport[],
): Promise<{ problems: Problem[]; pages: number }> {
  const sessions = await Promise.all(viewports.map((v) => openSession(v, email)));
  const list = await pagesFor(sessions[0].context, sessions[0].page);
  await Promise.all(sessions.map((s) => sweepPages(role, s, list)));
  await Promise.all(sessions.map((s) => s.context.close()));
  return { problems: sessions.flatMap((s) => s.problems), pages: list.length };
}

const format = (problems: Problem[]) =>
  problems.map((p) => `${p.viewport} ${p.page}: ${p.problem}`);

// One test, the roles side by side in it: Playwright runs a worker's tests one after another, so the roles share a test
// to overlap (roleSlot). Each role is a step of its own and its problems a soft assertion named after it: every role
// is swept and reported even when one fails. The limit is the whole sweep's, as when each role's test waited for its slot.
test.describe('every page of every role, on a touch tablet and on a phone', () => {
  test('no sideways scroll, no tap target under 44 px, no console error and no serious accessibility violation', async () => {
    // A limit for a hang, not a speed check (npm run bench measures speed): the sweep loads about 430 pages, which
    // took 5.5 min on a quiet two-core machine and over 10 min on a slow one beside CI's static checks.
    test.setTimeout(1_800_000);
    if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
    // Settled, not Promise.all: a role that throws (a page that never loads) leaves the others to finish.
    const swept = await Promise.allSettled(
      ROLES.map(({ role, email, phone }) =>
        roleSlot(() =>
          test.step(role, async () => {
            const viewports = SCREENSHOTS
              ? [TABLET, PHONE, DESKTOP]
              : phone
                ? [TABLET, PHONE]
                : [TABLET];
            const { problems, pages } = await sweepRole(role, email, viewports);
            expect.soft(pages, `${role}: pages swept`).toBeGreaterThan(0);
            expect.soft(format(problems), `${role}: problems`).toEqual([]);
          }),
        ),
      ),
    );
    for (const role of swept) if (role.status === 'rejected') throw role.reason;
  });
});

test.describe('the on-screen keyboard on a touch tablet (1024×768)', () => {
  const tapKeys = async (page: Page, keys: string[]) => {
    const keyboard = page.locator('[data-test="virtual-keyboard"]');
    await keyboard.waitFor({ state: 'visible' });
    for (const key of keys) await keyboard.locator(`[data-skbtn="${key}"]`).first().tap();
  };
  const box = async (page: Page, selector: string) => {
    const b = await page.locator(selector).boundingBox();
    if (!b) throw new Error(`${selector} has no box`);
    return b;
  };
  const keySizes = (page: Page) =>
    page
      .locator('[data-test="virtual-keyboard"] [data-skbtn]')
      .evaluateAll((keys) =>
        keys
          .map((k) => k.getBoundingClientRect())
          .map((r) => ({ width: Math.round(r.width), height: Math.round(r.height) })),
      );

  test('in Confirm Account the digit pad never covers the amount being typed, and its keys are at least 44 px', async () => {
    const context = await openContext(TABLET);
    const page = await context.newPage();
    await signIn(page, 'owner@example.com');
    await page.locator('[data-test="clock-out-button"]').tap();
    const modal = page.locator('[data-test="confirm-account-modal"]');
    await modal.waitFor({ state: 'visible' });

    // Staff number and PIN get the digit pad, 400 px wide (docs/requirements.md §9).
    await modal.locator('[data-test="ca-user_id"]').tap();
    const keyboard = page.locator('[data-test="virtual-keyboard"]');
    await keyboard.waitFor({ state: 'visible' });
    await expect(keyboard).toHaveAttribute('data-layout', 'number');
    expect((await box(page, '[data-test="virtual-keyboard"]')).width).toBe(400);
    for (const size of await keySizes(page))
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    await modal.locator('[data-test="ca-password"]').tap();
    await expect(keyboard).toHaveAttribute('data-layout', 'number');

    for (const [field, keys, shown] of [
      ['ca-tip_amount', ['1', '5', '5', '0'], '15.50'],
      ['ca-bonus_tip', ['2', '0', '0'], '2.00'],
      ['ca-cash_out', ['3', '0', '0', '0'], '30.00'],
    ] as const) {
      const input = `[data-test="confirm-account-modal"] [data-test="${field}"]`;
      // Close the keyboard first: the field is tapped where it is, and the keyboard must then open without covering it.
      if (await keyboard.count()) {
        await keyboard.locator('[data-skbtn="{enter}"]').tap();
        await keyboard.waitFor({ state: 'detached' });
      }
      await page.locator(input).tap();
      await tapKeys(page, [...keys]);
      await expect(page.locator(input)).toHaveValue(shown);
      // The reveal runs once the keyboard has measured itself: wait until the field sits above it.
      await expect
        .poll(async () => {
          const f = await box(page, input);
          return f.y + f.height <= (await box(page, '[data-test="virtual-keyboard"]')).y;
        })
        .toBe(true);
      const fieldBox = await box(page, input);
      const keyboardBox = await box(page, '[data-test="virtual-keyboard"]');
      const regionTop = await page
        .locator('[data-test="confirm-account-modal"] [data-vk-scroll]')
        .evaluate((r) => r.getBoundingClientRect().top);
      expect(fieldBox.y + fieldBox.height, `${field} ends above the keyboard`).toBeLessThanOrEqual(
        keyboardBox.y,
      );
      expect(fieldBox.y, `${field} is inside the dialog's visible region`).toBeGreaterThanOrEqual(
        regionTop,
      );
      // And nothing else is on top of it: the middle of the field is the field.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-test'),
        { x: fieldBox.x + fieldBox.width / 2, y: fieldBox.y + fieldBox.height / 2 },
      );
      expect(hit).toBe(field);
    }

    // The card id is free text: letters, still 44 px wide keys inside the dialog.
    await modal.locator('[data-test="ca-card_swipe_id"]').tap();
    await expect(keyboard).toHaveAttribute('data-layout', 'default');
    // The letters replace the digits in the keyboard's own next render: measure once it has laid them out.
    const smallestKey = async () => {
      const sizes = await keySizes(page);
      return sizes.length ? Math.min(...sizes.map((s) => Math.min(s.width, s.height))) : 0;
    };
    await expect.poll(smallestKey, { timeout: 5000 }).toBeGreaterThanOrEqual(44);
    await context.close();
  });

  test('a page that puts the focus in a field (autofocus) does not pop the keyboard open; a tap does', async () => {
    const context = await openContext(TABLET);
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('[data-test="page-title"]').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await painted(page);
    await expect(page.locator('[data-test="virtual-keyboard"]')).toHaveCount(0);
    await page.locator('input[name="email"]').tap();
    await page.locator('[data-test="virtual-keyboard"]').waitFor({ state: 'visible' });
    // The field it types into stays above it.
    const field = await box(page, 'input[name="email"]');
    expect(field.y + field.height).toBeLessThanOrEqual(
      (await box(page, '[data-test="virtual-keyboard"]')).y,
    );
    await context.close();
  });

  test('on a page, a field low on the screen scrolls up above the keyboard when it opens', async () => {
    const context = await openContext(TABLET);
    const page = await context.newPage();
    await signIn(page, 'owner@example.com');
    await page.goto('/dashboard/employees/create');
    await page.locator('[data-test="page-title"]').waitFor();
    const input = '[data-test="employee-avatar_url"]';
    await page.locator(input).tap();
    await page.locator('[data-test="virtual-keyboard"]').waitFor({ state: 'visible' });
    await expect
      .poll(async () => {
        const f = await box(page, input);
        return f.y + f.height <= (await box(page, '[data-test="virtual-keyboard"]')).y;
      })
      .toBe(true);
    const field = await box(page, input);
    const keyboard = await box(page, '[data-test="virtual-keyboard"]');
    expect(field.y + field.height).toBeLessThanOrEqual(keyboard.y);
    expect(field.y).toBeGreaterThanOrEqual(64); // below the sticky header
    // Free text: letters, full width.
    await expect(page.locator('[data-test="virtual-keyboard"]')).toHaveAttribute(
      'data-layout',
      'default',
    );
    await context.close();
  });
});
