import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import { createTestApp, signedIn, Client, TEST_VERSION, type TestApp } from '../support/app';
import { routes } from '../../routes/index';
import type { RouteDef } from '../../server/http/router';
import { roles, stores, userRoles, users } from '../../database/schema';
import * as authForms from '../../server/http/validators/auth';
import * as clockCallForms from '../../server/http/validators/clockRecordCalls';
import * as clockRecordForms from '../../server/http/validators/clockRecords';
import * as employeeForms from '../../server/http/validators/employees';
import * as roleForms from '../../server/http/validators/roles';
import * as stationForms from '../../server/http/validators/stations';
import * as invoiceListForms from '../../server/http/validators/invoiceList';
import * as invoiceChangeForms from '../../server/http/validators/invoiceChanges';
import * as giftCardForms from '../../server/http/validators/giftCards';
import * as couponForms from '../../server/http/validators/coupons';
import * as promotionForms from '../../server/http/validators/promotions';
import * as categoryForms from '../../server/http/validators/categories';
import * as serviceForms from '../../server/http/validators/services';
import * as taxForms from '../../server/http/validators/taxes';
import * as tipRuleForms from '../../server/http/validators/tipRules';
import * as settingsForms from '../../server/http/validators/settings';
import * as posForms from '../../server/http/validators/pos';
import * as customerForms from '../../server/http/validators/customers';
import * as broadcastingForms from '../../server/http/validators/broadcasting';
import * as turnForms from '../../server/http/validators/turns';
import * as openingHourForms from '../../server/http/validators/openingHours';
import * as checkInForms from '../../server/http/validators/checkIns';
import * as bookingBlockForms from '../../server/http/validators/bookingBlocks';
import * as appointmentSettingForms from '../../server/http/validators/appointmentSettings';
import * as reportForms from '../../server/http/validators/reports';
import * as tipManagementForms from '../../server/http/validators/tipManagements';
import * as payrollForms from '../../server/http/validators/payrolls';
import * as appointmentForms from '../../server/http/validators/appointments';
import * as bookingForms from '../../server/http/validators/booking';
import * as announcementForms from '../../server/http/validators/announcements';
import * as reviewForms from '../../server/http/validators/reviews';
import * as billingForms from '../../server/http/validators/billing';
import * as cardPaymentsForms from '../../server/http/validators/cardPayments';
import * as cashDrawerForms from '../../server/http/validators/cashDrawer';
import * as closeBatchesForms from '../../server/http/validators/closeBatches';
import * as customerDisplayForms from '../../server/http/validators/customerDisplay';
import * as paxSettingsForms from '../../server/http/validators/paxSettings';
import * as profileForms from '../../server/http/validators/profile';
import * as terminalDevicesForms from '../../server/http/validators/terminalDevices';
import * as notificationSettingsForms from '../../server/http/validators/notificationSettings';
import * as legalForms from '../../server/http/validators/legal';
import * as localeForms from '../../server/http/validators/locales';
import * as setupForms from '../../server/http/validators/setup';
import * as offlineQueueForms from '../../server/http/validators/offlineQueue';
import * as loyaltyForms from '../../server/http/validators/loyalty';
import * as smsLogsForms from '../../server/http/validators/smsLogs';
import * as apiTokenForms from '../../server/http/validators/apiTokens';
import * as teamForms from '../../server/http/validators/teams';
import * as supportsForms from '../../server/http/validators/supports';
import * as apiCustomerForms from '../../server/http/validators/apiCustomers';
import { FIRST_DAY, LAST_DAY } from '../../common/dates';
import { addDays } from '../../common/storeTime';

/**
 * Bad input never causes a 500: every route of the route table,
 * every method, as the owner and as a guest, gets hostile values in its path
 * parameters, its query string and its body, and must never answer 5xx.
 * Routes, path parameters and field names all come from the code, so a new
 * route or form is covered the day it is added.
 */

let t: TestApp;
beforeAll(async () => {
  // With Twilio configured, so the webhooks read their bodies and check signatures instead of answering 404.
  const base = await createTestApp();
  await base.close();
  t = await createTestApp({
    sms: {
      ...base.config.sms,
      driver: 'twilio',
      twilio: {
        accountSid: `AC${'0'.repeat(32)}`,
        authToken: 'fuzz-twilio-auth-token',
        from: '+12125550100',
        apiBase: 'http://127.0.0.1:9',
      },
    },
  });
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------
// What to send
// ---------------------------------------------------------------------------

const BIG_ID = '9'.repeat(400); // Number() of it is Infinity
/** Base64 of 20 bytes, as an HMAC-SHA1 X-Twilio-Signature is: never the right one. */
const FORGED_SIGNATURE = Buffer.alloc(20, 7).toString('base64');
const HOSTILE_IDS = ['0', '-1', '2147483648', BIG_ID, 'abc'];
const LONG_EMAIL = `${'a'.repeat(5000)}@example.com`;

/** One value put into every field of a body at once. */
const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  'bell\u0007 escape\u001b[31m',
  'x'.repeat(20_000),
  LONG_EMAIL,
  BIG_ID,
  '2147483648',
  2147483648,
  -1,
  0,
  'abc',
  ['x', 'y'],
  { nested: { deeper: 'x' } },
  true,
  null,
];

/** Field names every zod object in the validators knows about (walks objects, unions, pipes, wrappers). */
function fieldNames(schema: unknown, into = new Set<string>()): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
  if (!def) return into;
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      into.add(key);
      fieldNames(field, into);
    }
  }
  for (const inner of ['innerType', 'in', 'out', 'left', 'right', 'element', 'schema'])
    if (def[inner]) fieldNames(def[inner], into);
  if (Array.isArray(def.options)) for (const option of def.options) fieldNames(option, into);
  return into;
}

const FORM_MODULES = [
  authForms,
  clockCallForms,
  clockRecordForms,
  employeeForms,
  roleForms,
  stationForms,
  categoryForms,
  serviceForms,
  taxForms,
  tipRuleForms,
  settingsForms,
  posForms,
  invoiceListForms,
  invoiceChangeForms,
  giftCardForms,
  couponForms,
  turnForms,
  broadcastingForms,
  customerForms,
  openingHourForms,
  checkInForms,
  bookingBlockForms,
  appointmentSettingForms,
  reportForms,
  tipManagementForms,
  payrollForms,
  bookingForms,
  appointmentForms,
  promotionForms,
  reviewForms,
  billingForms,
  cardPaymentsForms,
  cashDrawerForms,
  closeBatchesForms,
  customerDisplayForms,
  paxSettingsForms,
  profileForms,
  terminalDevicesForms,
  notificationSettingsForms,
  loyaltyForms,
  smsLogsForms,
  apiTokenForms,
  supportsForms,
  legalForms,
  setupForms,
  offlineQueueForms,
  teamForms,
  apiCustomerForms,
  localeForms,
  // The announcement form's schema is made per store zone: its fields are the same in any.
  { ...announcementForms, announcementSchema: announcementForms.announcementSchema('UTC') },
];
const FIELDS = [
  ...new Set(FORM_MODULES.flatMap((m) => Object.values(m).flatMap((s) => [...fieldNames(s)]))),
];
/** Query keys the controllers read besides the filter schemas' (which are in FIELDS). */
const QUERY_KEYS = [...FIELDS, 'expires', 'signature', 'email', 'token', 'n'];

const fill = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** The fields Twilio's webhooks post (a body with only these stays under the webhooks' 16 KB limit). */
const TWILIO_FIELDS = [
  'AccountSid',
  'Body',
  'ErrorCode',
  'From',
  'MessageSid',
  'MessageStatus',
  'NumMedia',
  'SmsMessageSid',
  'SmsSid',
  'SmsStatus',
  'To',
];
/**
 * JSON values that break code treating a field as a string: objects whose toString or valueOf is
 * not a function (string concatenation throws on them), __proto__ and constructor keys, lists of
 * them, numbers a form never sends, and a long text. Written as JSON source, since an object
 * literal with __proto__ would set a prototype instead of a key.
 */
const TRICK_JSON = [
  '{"toString":1}',
  '{"toString":{},"valueOf":{}}',
  '{"valueOf":1,"toString":null}',
  '[{"toString":1},{"valueOf":1}]',
  '{"__proto__":{"toString":1,"length":1e9}}',
  '{"constructor":{"prototype":{"toString":1}}}',
  '[[[[[[[[[[["x"]]]]]]]]]]]',
  '1e308',
  '-2147483649',
];
const trickBody = (fields: string[], json: string) =>
  `{${fields.map((f) => `${JSON.stringify(f)}:${json}`).join(',')}}`;

/** Bodies for a write: every field holding one hostile value, plus the shapes that break parsers rather than rules. */
const BODIES: { name: string; body: string | object; type?: string }[] = [
  ...HOSTILE_VALUES.map((v) => ({
    name: `every field = ${JSON.stringify(v)?.slice(0, 40)}`,
    body: fill(v),
  })),
  { name: 'a 900 KB staff number', body: { user_id: 'x'.repeat(900_000), password: 'x' } },
  { name: 'a 900 KB card id', body: { card_swipe_id: 'x'.repeat(900_000) } },
  { name: 'a 900 KB email', body: { email: `${'x'.repeat(900_000)}@example.com`, password: 'x' } },
  {
    name: 'numbers as 1e400 (Infinity once parsed)',
    body: `{${FIELDS.map((f) => `"${f}":1e400`).join(',')}}`,
    type: 'application/json',
  },
  { name: 'a body over the size limit', body: { name: 'x'.repeat(1_200_000) } },
  { name: 'a JSON array', body: '[1,2,3]', type: 'application/json' },
  { name: 'broken JSON', body: '{"name":', type: 'application/json' },
  ...TRICK_JSON.map((json) => ({
    name: `every field = ${json.slice(0, 40)}`,
    body: trickBody(FIELDS, json),
    type: 'application/json',
  })),
  // Long enough to strain a field, short enough that the whole body stays under the 1 MB limit and is read.
  { name: 'every field 1,500 characters', body: fill('x'.repeat(1500)) },
  {
    name: 'deep form brackets',
    body: `${FIELDS.map((f) => `${f}[a][b][c]=1&${f}[]=%00`).join('&')}`,
    type: 'application/x-www-form-urlencoded',
  },
];

/**
 * For the routes anyone may call (the webhooks, sign-in, the kiosk, booking, the customer display…): the same
 * values in only the fields Twilio posts, small enough for the webhooks' limit, and a __proto__ body.
 */
const PUBLIC_BODIES: typeof BODIES = [
  ...TRICK_JSON.map((json) => ({
    name: `Twilio's fields = ${json.slice(0, 40)}`,
    body: trickBody(TWILIO_FIELDS, json),
    type: 'application/json',
  })),
  {
    name: 'a __proto__ body',
    body: `{"__proto__":{"toString":1,"Body":{"toString":1}},"Body":{"valueOf":1},"From":{"toString":1}}`,
    type: 'application/json',
  },
  // Just under the webhooks' 16 KB, so it is read rather than refused for its size.
  { name: 'a 15 KB text', body: { Body: 'x'.repeat(15_000), From: '+12125550123' } },
  {
    name: 'a 15 KB text, form encoded',
    body: `Body=${'x'.repeat(15_000)}&From=%2B12125550123`,
    type: 'application/x-www-form-urlencoded',
  },
];

/** Query strings for a read: known keys with hostile values, and an unknown key with a big one. */
const QUERIES = [
  QUERY_KEYS.map((k) => `${k}=${encodeURIComponent('a\u0000b')}`).join('&'),
  QUERY_KEYS.map((k) => `${k}=2147483648`).join('&'),
  QUERY_KEYS.map((k) => `${k}=${BIG_ID}`).join('&'),
  QUERY_KEYS.map((k) => `${k}[]=1&${k}[x]=2`).join('&'),
  `unknown=${'x'.repeat(4000)}&page=-1&range=${'%FF'.repeat(10)}`,
];

/** A value each parameter's own pattern accepts, so the other parameters can be tried one at a time. */
function validParam(route: RouteDef, param: string): string {
  const where = new RegExp(`^(?:${route.wheres[param] ?? '.+'})$`);
  return ['1', 'abc', 'a'.repeat(40)].find((v) => where.test(v)) ?? '1';
}

function paths(route: RouteDef): string[] {
  const params = [...route.path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]);
  const build = (values: Record<string, string>) =>
    route.path.replace(/\{(\w+)\??\}/g, (_m, p: string) => encodeURIComponent(values[p]));
  const valid = Object.fromEntries(params.map((p) => [p, validParam(route, p)]));
  return [
    build(valid),
    ...params.flatMap((p) => HOSTILE_IDS.map((v) => build({ ...valid, [p]: v }))),
  ];
}

// ---------------------------------------------------------------------------
// Sending it
// ---------------------------------------------------------------------------

async function send(
  c: Client,
  method: RouteDef['method'],
  url: string,
  body?: { body: string | object; type?: string },
) {
  const headers = {
    'X-Inertia': 'true',
    'X-Inertia-Version': TEST_VERSION,
    'X-XSRF-TOKEN': c.xsrf,
    // A signature of the right shape, so a webhook goes on to check it against the body.
    'X-Twilio-Signature': FORGED_SIGNATURE,
  };
  const req = c.agent[method](url).set(headers);
  if (!body) return req;
  const { type, text } = onTheWire(body);
  if (type) req.type(type);
  return req.send(text);
}

/**
 * A body as it is sent: an object as its JSON, written once rather than once a request (each body goes to every
 * route, and serialising the megabyte ones again each time was a tenth of this file's time). The same bytes and
 * content type superagent sends for an object.
 */
const wireForms = new WeakMap<object, string>();
function onTheWire(body: { body: string | object; type?: string }): {
  type?: string;
  text: string;
} {
  if (typeof body.body === 'string') return { type: body.type, text: body.body };
  let text = wireForms.get(body.body);
  if (text === undefined) wireForms.set(body.body, (text = JSON.stringify(body.body)));
  return { type: body.type ?? 'application/json', text };
}

/**
 * Every route and method: the hostile query strings or bodies on a valid
 * path, then each path parameter set to each hostile id. Answers the
 * requests that got a 5xx. `thorough(route)` false sends only the valid path
 * (a guest on a page behind sign-in is redirected before any input is read).
 */
async function sweep(
  c: Client,
  table: RouteDef[],
  thorough: (r: RouteDef) => boolean,
): Promise<string[]> {
  const crashes: string[] = [];
  const note = (what: string, status: number) =>
    status >= 500 && crashes.push(`${what} → ${status}`);
  for (const route of table) {
    const [valid, ...hostile] = paths(route);
    const method = route.method.toUpperCase();
    if (!thorough(route)) {
      note(
        `${method} ${valid}`,
        (await send(c, route.method, valid, route.method === 'get' ? undefined : BODIES[0])).status,
      );
      continue;
    }
    if (route.method === 'get') {
      for (const query of ['', ...QUERIES])
        note(
          `GET ${valid}?${query.slice(0, 60)}`,
          (await send(c, 'get', query ? `${valid}?${query}` : valid)).status,
        );
    } else {
      for (const body of route.middleware.includes('auth') ? BODIES : [...BODIES, ...PUBLIC_BODIES])
        note(
          `${method} ${valid} with ${body.name}`,
          (await send(c, route.method, valid, body)).status,
        );
    }
    for (const path of hostile)
      note(
        `${method} ${path}`,
        (await send(c, route.method, path, route.method === 'get' ? undefined : BODIES[0])).status,
      );
  }
  return crashes;
}

const counts = async () => ({
  stores: (await t.db.select({ n: count() }).from(stores))[0].n,
  users: (await t.db.select({ n: count() }).from(users))[0].n,
  roles: (await t.db.select({ n: count() }).from(roles))[0].n,
  userRoles: (await t.db.select({ n: count() }).from(userRoles))[0].n,
});

describe('hostile input never causes a 5xx', () => {
  test('the route table and the form fields are found', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(FIELDS).toEqual(
      expect.arrayContaining([
        'email',
        'user_id',
        'card_swipe_id',
        'employee_id',
        'name',
        'permissions',
        'days',
        'clock_in',
      ]),
    );
  });

  test('as the owner, on every route', { timeout: 300_000 }, async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    // Signing out would end the sweep early: logout gets only its plain request, and goes last.
    const table = [
      ...routes.filter((r) => r.name !== 'logout'),
      ...routes.filter((r) => r.name === 'logout'),
    ];
    expect(await sweep(owner, table, (r) => r.name !== 'logout')).toEqual([]);
  });

  test(
    'as a guest, on every route, and no sign-up leaves a store or an account behind',
    { timeout: 300_000 },
    async () => {
      const before = await counts();
      const guest = new Client(t.app);
      await guest.get('/login');
      expect(await sweep(guest, routes, (r) => !r.middleware.includes('auth'))).toEqual([]);
      expect(await counts()).toEqual(before);
    },
  );
});

// ---------------------------------------------------------------------------
// Valid but extreme: every 5xx found so far came from values the validators accept
// ---------------------------------------------------------------------------

type Def = Record<string, unknown> & {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
};
const defOf = (schema: unknown) => (schema as { _zod?: { def?: Def } } | null)?._zod?.def;

const LENGTHS = [1, 10, 20, 40, 60, 100, 200, 255, 500, 1000, 2000, 5000];
const DATE_TIMES = (d: string, time: string) => [
  d,
  `${d}T${time}`,
  `${d}T${time}:00Z`,
  `${d}T${time}:59.999Z`,
];
/** What a field might take, before its own schema says which it accepts. */
const POOL: unknown[] = [
  '',
  'x',
  '1',
  0,
  1,
  2,
  100,
  10_000,
  99_999,
  100_000_00,
  1_000_000,
  2_147_483_647,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  '0.01',
  '100',
  '62.5',
  '999999.99',
  '9999999999.99',
  '2125550123',
  '(212) 555-0123',
  'a@example.com',
  `${'x'.repeat(242)}@example.com`,
  '00:00',
  '00:15',
  '23:45',
  '23:59',
  '12:00 AM',
  '11:45 PM',
  'anyone',
  '#ffffff',
  ...DATE_TIMES(FIRST_DAY, '00:00'),
  ...DATE_TIMES(LAST_DAY, '23:59'),
  ...LENGTHS.flatMap((n) => ['x'.repeat(n), '9'.repeat(n)]),
];

/** Numbers, lengths, options and literals a schema names anywhere inside it (its own limits are its likeliest extremes). */
function namedValues(schema: unknown, into: unknown[] = []): unknown[] {
  const def = defOf(schema);
  if (!def) return into;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (typeof c.maximum === 'number' && c.maximum <= 20_000)
      into.push(
        'x'.repeat(c.maximum),
        '9'.repeat(c.maximum),
        'x'.repeat(Math.max(0, c.maximum - 1)),
      );
    if (typeof c.minimum === 'number' && c.minimum <= 20_000)
      into.push('x'.repeat(c.minimum), '9'.repeat(c.minimum));
    if (typeof c.value === 'number') into.push(c.value, String(c.value), c.value + 1, c.value - 1);
  }
  if (def.type === 'enum') into.push(...Object.values(def.entries as object));
  if (def.type === 'literal') into.push(...(def.values as unknown[]));
  for (const inner of ['innerType', 'in', 'out', 'left', 'right', 'schema'])
    if (def[inner]) namedValues(def[inner], into);
  if (Array.isArray(def.options)) for (const option of def.options) namedValues(option, into);
  return into;
}

/** A schema's fallback (what .catch or a default gives for garbage): a value that parses only to it was not accepted. */
const GARBAGE = { '\u0000not a value': [] };
function parsed(schema: z.ZodType, value: unknown): { ok: boolean; out?: string } {
  try {
    const r = schema.safeParse(value);
    return r.success ? { ok: true, out: JSON.stringify(r.data) } : { ok: false };
  } catch {
    return { ok: false };
  }
}
const accepts = (schema: z.ZodType, value: unknown) => {
  const r = parsed(schema, value);
  if (!r.ok) return false;
  const fallback = parsed(schema, GARBAGE);
  return !fallback.ok || fallback.out !== r.out;
};

/** Bigger is more: a number by value, a text or a list by length; on a tie the later text (the later day). */
const rank = (v: unknown): number =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' || Array.isArray(v)
      ? v.length
      : v === true
        ? 1
        : 0;
const pick = (values: unknown[], which: 'max' | 'min') =>
  values.reduce<unknown>((best, v) => {
    if (best === undefined) return v;
    const d = rank(v) - rank(best);
    const later = String(v) > String(best);
    return (which === 'max' ? d > 0 || (d === 0 && later) : d < 0 || (d === 0 && !later))
      ? v
      : best;
  }, undefined);

/** The structure under wrappers (optional, catch, preprocess…), where an object's or a list's shape is. */
function core(schema: unknown): Def | undefined {
  const def = defOf(schema);
  if (!def) return undefined;
  if (def.type === 'object' || def.type === 'array') return def;
  if (def.type === 'pipe') return core(defOf(def.in)?.type === 'transform' ? def.out : def.in);
  if (def.innerType) return core(def.innerType);
  if (Array.isArray(def.options))
    for (const option of def.options) {
      const c = core(option);
      if (c) return c;
    }
  return undefined;
}

/**
 * The largest (or smallest) value a schema accepts, built from the schema
 * itself: an object of its fields' extremes, a list as long as it may be (or
 * empty), otherwise the biggest (smallest) candidate it parses.
 */
function extreme(schema: z.ZodType, which: 'max' | 'min'): unknown {
  const shape = core(schema);
  const candidates: unknown[] = [];
  if (shape?.type === 'object') {
    candidates.push(
      Object.fromEntries(
        Object.entries(shape.shape as Record<string, z.ZodType>).map(([k, f]) => [
          k,
          extreme(f, which),
        ]),
      ),
    );
  } else if (shape?.type === 'array') {
    const checks = (shape.checks ?? []).map((c) => c._zod.def);
    const max = Math.min(
      200,
      Number(
        checks.find((c) => c.check === 'max_length')?.maximum ??
          checks.find((c) => c.check === 'length_equals')?.length ??
          10,
      ),
    );
    const element = extreme(shape.element as z.ZodType, which);
    candidates.push(
      [],
      [element],
      Array.from({ length: max }, () => element),
      Array.from({ length: 7 }, () => element),
    );
  }
  const accepted = [...candidates, ...POOL, ...namedValues(schema)].filter((v) =>
    accepts(schema, v),
  );
  return accepted.length ? pick(accepted, which) : undefined;
}

/** Each form's fields (the outermost object of every schema the validators export). */
const FORMS = FORM_MODULES.flatMap((m) => Object.values(m))
  .map((s) => core(s))
  .filter((d): d is Def => d?.type === 'object')
  .map((d) => d.shape as Record<string, z.ZodType>);

/** Per field name, one value: the extreme most forms with that field accept. */
function extremes(which: 'max' | 'min'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const byName = new Map<string, z.ZodType[]>();
  for (const form of FORMS)
    for (const [k, f] of Object.entries(form)) byName.set(k, [...(byName.get(k) ?? []), f]);
  for (const [name, schemas] of byName) {
    const options = schemas.map((f) => extreme(f, which)).filter((v) => v !== undefined);
    const score = (v: unknown) => schemas.filter((f) => accepts(f, v)).length;
    if (options.length)
      out[name] = options.reduce((best, v) => (score(v) > score(best) ? v : best));
  }
  return out;
}

const LARGEST = extremes('max');
const SMALLEST = extremes('min');
/** Date fields, by what they take: a day, a wall-clock time in the store, or an instant (each takes the window's last day, not the day after). */
const DATE_KINDS = {
  day: (d: string) => d,
  local: (d: string) => `${d}T12:00`,
  instant: (d: string) => `${d}T12:00:00Z`,
};
type DateKind = keyof typeof DATE_KINDS;
const DATE_FIELDS = Object.fromEntries(
  FORMS.flatMap((form) => Object.entries(form)).flatMap(([name, f]) => {
    const kind = (Object.keys(DATE_KINDS) as DateKind[]).find(
      (k) =>
        accepts(f, DATE_KINDS[k](LAST_DAY)) && !accepts(f, DATE_KINDS[k](addDays(LAST_DAY, 1))),
    );
    return kind ? [[name, kind]] : [];
  }),
) as Record<string, DateKind>;
/** Query strings treat dates as hints: every query key that reads a date (it refuses garbage only by falling back). */
const QUERY_DATE_KEYS = [...new Set([...Object.keys(DATE_FIELDS), 'date', 'from', 'to'])];

/** Just outside the window, and the years PostgreSQL could not hold once a zone shifted them. */
const OUTSIDE_DAYS = [addDays(FIRST_DAY, -1), addDays(LAST_DAY, 1), '0000-01-01', '9999-12-31'];

const EXTREME_BODIES: { name: string; body: object }[] = [
  { name: 'every field at its largest accepted value', body: LARGEST },
  { name: 'every field at its smallest accepted value', body: SMALLEST },
  ...OUTSIDE_DAYS.map((d) => ({
    name: `every date at ${d}`,
    body: {
      ...SMALLEST,
      ...Object.fromEntries(
        Object.entries(DATE_FIELDS).map(([k, kind]) => [k, DATE_KINDS[kind](d)]),
      ),
    },
  })),
];
const scalarQuery = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
const EXTREME_QUERIES = [
  // Custom ranges, so the window's edges reach the range code (the presets are the hostile sweep's).
  scalarQuery({ ...LARGEST, range: 'custom' }),
  scalarQuery({ ...SMALLEST, range: 'custom' }),
  ...OUTSIDE_DAYS.map((d) =>
    scalarQuery({
      ...SMALLEST,
      range: 'custom',
      view: 'week',
      ...Object.fromEntries(QUERY_DATE_KEYS.map((k) => [k, d])),
    }),
  ),
];

/** Each route once per extreme body or query, on its valid path; answers the requests that got a 5xx (or no answer). */
async function sweepExtremes(c: Client, table: RouteDef[]): Promise<string[]> {
  const crashes: string[] = [];
  for (const route of table) {
    const [valid] = paths(route);
    // A deadline on each: a response that never ends is a failure too (a streamed export once hung).
    const call = (url: string, body?: object) => {
      const req = c.agent[route.method](url)
        .set({ 'X-Inertia': 'true', 'X-Inertia-Version': TEST_VERSION, 'X-XSRF-TOKEN': c.xsrf })
        .timeout(15_000);
      return body ? req.send(body) : req;
    };
    const tries =
      route.method === 'get'
        ? EXTREME_QUERIES.map((q, i) => ({
            what: `GET ${valid} with extreme query #${i}`,
            run: () => call(`${valid}?${q}`),
          }))
        : EXTREME_BODIES.map((b) => ({
            what: `${route.method.toUpperCase()} ${valid} with ${b.name}`,
            run: () => call(valid, b.body),
          }));
    for (const { what, run } of tries) {
      const status = await run().then(
        (res) => res.status,
        (err: Error) => `no answer (${err.message})`,
      );
      if (typeof status !== 'number' || status >= 500) crashes.push(`${what} → ${status}`);
    }
  }
  return crashes;
}

describe('valid but extreme input never causes a 5xx', () => {
  // The guest's sign-in attempts would leave the address throttled for the tests after these.
  afterEach(() => t.resetThrottles());

  test('the extremes come from the schemas: date fields, the window’s edges, the longest texts and largest amounts', () => {
    expect(DATE_FIELDS).toEqual({
      date: 'day',
      from: 'day',
      to: 'day',
      valid_from: 'day',
      valid_to: 'day',
      anchor_date: 'day',
      period_start: 'day',
      clock_in: 'local',
      clock_out: 'local',
      starts_at: 'instant',
      coupon_valid_to: 'day',
      scheduled_at: 'local',
      starts_on: 'day',
      ends_on: 'day',
      received_on: 'day',
      trial_ends_on: 'day',
    });
    expect(LARGEST).toMatchObject({
      date: LAST_DAY,
      valid_to: LAST_DAY,
      clock_in: `${LAST_DAY}T23:59`,
      starts_at: `${LAST_DAY}T23:59:59.999Z`,
    });
    expect(SMALLEST).toMatchObject({
      date: FIRST_DAY,
      clock_in: `${FIRST_DAY}T00:00`,
      service_ids: expect.any(Array),
    });
    expect(LARGEST.name).toEqual(expect.stringMatching(/^x{40,}$/));
    // `amount` is the value most forms with that field accept: the ticket forms' $100,000 in cents or a keypad form's 99999.
    expect(rank(LARGEST.amount)).toBeGreaterThanOrEqual(99_999);
    expect((LARGEST.service_ids as unknown[]).length).toBeGreaterThan(1);
  });

  test('as the owner, on every route', { timeout: 300_000 }, async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const table = routes.filter(
      (r) => !['logout', 'current-user.destroy', 'other-browser-sessions.destroy'].includes(r.name),
    );
    expect(await sweepExtremes(owner, table)).toEqual([]);
    // Still signed in: the sweep reached every handler, not the sign-in page.
    expect((await owner.visit('/dashboard')).status).toBe(200);
  });

  test('as a guest, on the routes without sign-in', { timeout: 300_000 }, async () => {
    const guest = new Client(t.app);
    await guest.get('/login');
    expect(
      await sweepExtremes(
        guest,
        routes.filter((r) => !r.middleware.includes('auth')),
      ),
    ).toEqual([]);
  });

  test(
    'as the super admin, on the routes only the super admin may use (packages, store accounts, subscription invoices)',
    { timeout: 300_000 },
    async () => {
      const admin = await signedIn(t.app, 'admin@example.com');
      const table = routes.filter(
        (r) => r.middleware.some((m) => m.startsWith('role:')) && r.name !== 'users.impersonate',
      );
      expect(table.length).toBeGreaterThan(5);
      expect(await sweepExtremes(admin, table)).toEqual([]);
      expect((await admin.visit('/dashboard/users')).status).toBe(200);
    },
  );
});

describe('what hostile input gets instead', () => {
  test('an impossible id in a path is a 404, as an unknown one is', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    for (const id of ['0', '-1', '007', '2147483648', BIG_ID, 'abc']) {
      expect((await owner.visit(`/dashboard/employees/${id}/edit`)).status, id).toBe(404);
      expect(
        (await owner.send('put', `/dashboard/roles/${id}`, { name: 'X', permissions: [] })).status,
        id,
      ).toBe(404);
    }
    expect((await owner.visit('/dashboard/employees/2147483647/edit')).status).toBe(404);
  });

  test('an id out of range in a query string is ignored', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const res = await owner.visit(`/dashboard/clock-in-outs?employee=2147483648&page=${BIG_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.props.filters.employee).toBeNull();
  });

  test('an id out of range in a body is a field error', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const res = await owner.json('/dashboard/employees/clock-in', { employee_id: 2147483648 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, data: { message: 'The employee is invalid.' } });
  });

  test('a NUL byte or another control character in a text is refused next to its field', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    await owner.post('/dashboard/stations', { name: 'Front\u0000Desk' });
    expect((await owner.visit('/dashboard/stations')).body.props.errors).toEqual({
      name: 'The name may not contain control characters.',
    });
    await owner.post('/dashboard/roles', { name: 'Bell\u0007', permissions: [] });
    expect((await owner.visit('/dashboard/roles/create')).body.props.errors).toEqual({
      name: 'The name may not contain control characters.',
    });
  });

  test('a staff number or card id of a megabyte is a message, not a broken throttle key', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const byNumber = await owner.json('/dashboard/employees/confirm-account', {
      user_id: '1'.repeat(900_000),
      password: '1234',
    });
    expect(byNumber.status).toBe(422);
    expect(byNumber.body.message).toBe('The User ID may not be longer than 20 characters.');
    const byCard = await owner.json('/dashboard/employees/confirm-account', {
      card_swipe_id: 'C'.repeat(900_000),
    });
    expect(byCard.body.message).toBe('The card swipe ID may not be longer than 100 characters.');
  });

  test('a body over the limit is a 413', async () => {
    const guest = new Client(t.app);
    await guest.get('/login');
    const res = await guest.post('/login', {
      email: 'owner@example.com',
      password: 'x'.repeat(1_100_000),
    });
    expect(res.status).toBe(413);
  });
});
