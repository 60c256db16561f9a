/**
 * The page sweep (docs/ui.md "How to check it"): every page of every role on a
 * touch tablet (1024×768, coarse pointer), the guest's on a phone (390×844) too,
 * and the owner's laid out again at a desktop's and a phone's width (ROLES);
 * fails on sideways scroll, tap targets under
 * 44×44 px (tablet), console errors, axe-core violations of impact serious or
 * critical (on the tablet, in the English sweeps), and a message key shown as itself. The manager
 * sweeps in Vietnamese and Rose's owner in Spanish, and their pages fail on the
 * catalogue's English shown untranslated. Every page fails on money not in the
 * store's format and, with the browser in UTC, on a time or date written in the
 * browser's zone instead of the store's.
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
 * Speed (CI): each role is a test of its own, and the workers share them out
 * with the flows (playwright.config.ts); a role's viewports run side by side in
 * one Chromium.
 *
 * SWEEP_SCREENSHOTS=<dir> also saves a PNG of every page at 1024×768, 390×844
 * and 1366×768 there, to look at.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { routes } from '../../routes';
import type { RouteDef } from '../../server/http/router';
import { HOOK_TIMEOUT, signIn, startBrowserEnv, type BrowserEnv } from '../support/browser';
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
import {
  BROWSER_ZONE,
  englishOf,
  moneyProblems,
  namesSent,
  zoneProblems,
} from '../support/pageChecks';
import { groupOf, toLocale, type Locale } from '../../common/i18n';
import { eq } from 'drizzle-orm';
import { addDays, storeToday } from '../../common/storeTime';

/** axe-core's script, evaluated in a page only before axe runs there (inspect). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
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
 * Demo logins (README); null is a guest. Every role is swept on the tablet. A `phone` role also in a phone of its
 * own (touch, a phone's viewport handling): the customer pages, a guest's, whose screen a phone is (docs/ui.md).
 * A `resized` role's pages are also laid out at the desktop's and a phone's widths in the same tablet page, once
 * checked there: every back-office page (the owner's, the most) for sideways scroll and console errors at the
 * office desktop's size, and at a phone's width, without a second page load of each (a back-office page is not a
 * phone's screen, and a second browser loaded every page a second time). The other roles'
 * pages are the owner's in another language or a smaller menu.
 */
const ROLES: {
  role: string;
  email: string | null;
  phone: boolean;
  resized?: boolean;
  locale?: Locale;
}[] = [
  // The longest first (the owner's ~110 pages, then the translated menus): each role is a test of its own,
  // and the workers take them in this order, so the short ones fill in at the end.
  { role: 'owner', email: 'owner@example.com', phone: false, resized: true },
  { role: 'manager', email: 'manager@example.com', phone: false, locale: 'vi' },
  { role: 'owner2', email: 'owner2@example.com', phone: false, locale: 'es' },
  { role: 'admin', email: 'admin@example.com', phone: false },
  { role: 'referral', email: 'referral@example.com', phone: false },
  { role: 'guest', email: null, phone: true },
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
  for (const { email, locale } of ROLES)
    if (email && locale) await env.db.update(users).set({ locale }).where(eq(users.email, email));
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
  return env.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: viewport.touch,
    isMobile: viewport.mobile,
    timezoneId: BROWSER_ZONE,
  });
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

/** The visible texts of the page, one per text node, with the placeholders and labels a reader sees or hears. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.checkVisibility()) texts.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder], [aria-label]')))
      if (el.checkVisibility())
        for (const attr of ['placeholder', 'aria-label']) {
          const text = el.getAttribute(attr)?.trim();
          if (text) texts.push(text);
        }
    return texts;
  });

/** Checks the page in place: overflow, small targets (tablet only), axe. Console errors are collected by the caller. */
async function inspect(page: Page, viewport: Viewport, runAxe: boolean): Promise<string[]> {
  // axe only where it runs, once per component (sweepPages), so no other page load evaluates its 500 KB. By the
  // DevTools protocol, so the page's CSP does not apply.
  if (runAxe) await page.evaluate(AXE_SOURCE);
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
  /** Widths each page is also laid out at, in this same page, after its checks (sweepPages). */
  resizedTo: Viewport[];
  context: BrowserContext;
  page: Page;
  problems: Problem[];
  /** What the console errors are attributed to. */
  current: string;
}

/** A signed-in browser for one viewport, collecting console errors. */
async function openSession(
  viewport: Viewport,
  email: string | null,
  resizedTo: Viewport[] = [],
): Promise<Session> {
  const context = await openContext(viewport);
  const page = await context.newPage();
  const session: Session = { viewport, resizedTo, context, page, problems: [], current: 'sign-in' };
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
  axe: boolean,
): Promise<void> {
  const { page, viewport } = session;
  // axe runs once per page component, on the tablet, in the English sweeps: the many screens that share
  // one (the "not available yet" pages) differ only in their words, a phone's layout of a page rarely
  // changes what axe checks, the translated sweeps show the owner's components in other words, and axe
  // is a large part of the sweep's time (a quarter of the owner's tablet sweep).
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
    const { component, props } = await page.evaluate(() => {
      const answer = JSON.parse(
        document.querySelector('script[data-page="app"]')?.textContent ?? '{}',
      ) as Partial<PageObject>;
      return { component: answer.component ?? '', props: answer.props ?? {} };
    });
    const runAxe = axe && viewport.name === 'tablet' && !axed.has(component);
    axed.add(component);
    for (const problem of await inspect(page, viewport, runAxe))
      session.problems.push({ page: session.current, viewport: viewport.name, problem });
    const text = await page.evaluate(() => document.body.innerText);
    // The page's own language: a customer page (the kiosk, booking) speaks its visitor's choice, not the user's.
    const pageLocale = toLocale(props.locale);
    let leftovers: string[] = [];
    if (pageLocale !== 'en') {
      const english = englishOf(pageLocale);
      const names = namesSent(props);
      leftovers = (await visibleTexts(page)).filter((t) => english.has(t) && !names.has(t));
    }
    for (const problem of [
      ...shownKeys(text).map((key) => `shows the message key ${key}`),
      ...[...new Set(leftovers)].map((t) => `English on a page in ${pageLocale}: "${t}"`),
      ...moneyProblems(text),
      ...zoneProblems(text, props),
    ])
      session.problems.push({ page: session.current, viewport: viewport.name, problem });
    if (SCREENSHOTS)
      await page.screenshot({
        path: join(SCREENSHOTS, `${role}-${name}-${viewport.name}.png`),
        fullPage: true,
      });
    if (session.resizedTo.length) {
      for (const other of session.resizedTo) {
        await page.setViewportSize({ width: other.width, height: other.height });
        await settled(page);
        for (const problem of await inspect(page, other, false))
          session.problems.push({
            page: session.current,
            viewport: `${other.name} (resized)`,
            problem,
          });
      }
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    }
  }
}

/** Resolves once the page has drawn twice: what a resize changed (a media query's hook, its new layout) is laid out. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Every viewport at once (two pages in parallel keep both cores busy while one waits on the server); the page list is found once. */
async function sweepRole(
  role: string,
  email: string | null,
  viewports: Viewport[],
  axe: boolean,
  resizedTo: Viewport[] = [],
): Promise<{ problems: Problem[]; pages: number }> {
  const sessions = await Promise.all(
    viewports.map((v) => openSession(v, email, v === TABLET ? resizedTo : [])),
  );
  const list = await pagesFor(sessions[0].context, sessions[0].page);
  await Promise.all(sessions.map((s) => sweepPages(role, s, list, axe)));
  await Promise.all(sessions.map((s) => s.context.close()));
  return { problems: sessions.flatMap((s) => s.problems), pages: list.length };
}

const format = (problems: Problem[]) =>
  problems.map((p) => `${p.viewport} ${p.page}: ${p.problem}`);

test.describe('every page of every role, on a touch tablet, a desktop and a phone', () => {
  // Each role is a test of its own, and the workers share them out (playwright.config.ts): the sweep is about 430
  // page loads, too long for one worker while the others finish the flows. Each worker that takes one runs this
  // file's beforeAll: its own server and database.
  test.describe.configure({ mode: 'parallel' });
  for (const { role, email, phone, resized = false, locale = 'en' } of ROLES)
    test(`${role}${locale === 'en' ? '' : ` in ${locale}`}: no sideways scroll, no tap target under 44 px, no console error, ${locale === 'en' ? 'no serious accessibility violation, ' : ''}no key or English shown, money and times in the store's formats and zone`, async () => {
      // A limit for a hang, not a speed check (npm run bench measures speed): the owner's ~110 pages, each laid out
      // at three sizes, took about a minute on a quiet two-core machine.
      test.setTimeout(900_000);
      if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
      const viewports = SCREENSHOTS ? [TABLET, PHONE, DESKTOP] : phone ? [TABLET, PHONE] : [TABLET];
      const resizedTo = resized && !SCREENSHOTS ? [DESKTOP, PHONE] : [];
      const { problems, pages } = await sweepRole(
        role,
        email,
        viewports,
        locale === 'en',
        resizedTo,
      );
      expect(pages, `${role}: pages swept`).toBeGreaterThan(0);
      expect(format(problems), `${role}: problems`).toEqual([]);
    });
});
