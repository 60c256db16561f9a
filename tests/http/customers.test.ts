import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import {
  checkIns,
  checkInSettings,
  customerConsentEvents,
  customers,
  employees,
  giftCardEntries,
  giftCards,
  invoices,
  roles,
} from '../../database/schema';
import { createUser, assignUserRole } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { DEFAULT_CONSENT_TEXT } from '../../database/queries/customerConsent';
import { recordSmsConsent } from '../../server/domain/customers/consent';

/** customers.*: list, search and paging, the CSV export, create and edit with every rule, SMS consent and its log, the profile page. */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let anna: number;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  [{ id: anna }] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.storeId, lotus), eq(employees.name, 'Anna Nguyen')));
});
afterAll(() => t.close());

const valid = {
  name: 'Zelda Quartz',
  phone: '(646) 555-0101',
  email: 'zelda@example.com',
  birthday_month: '2',
  birthday_day: '29',
  notes: 'Likes a square shape.',
  preferred_technician_id: '',
  tags: ['VIP', ' gel only ', 'vip'],
  sms_consent: false,
  consent_text: DEFAULT_CONSENT_TEXT,
};

async function customerByPhone(phone: string) {
  const [row] = await t.db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, lotus), eq(customers.phone, phone)));
  return row;
}
const consentEvents = (customerId: number) =>
  t.db
    .select()
    .from(customerConsentEvents)
    .where(eq(customerConsentEvents.customerId, customerId))
    .orderBy(asc(customerConsentEvents.id));
const errorsAfter = async (url: string) => (await owner.visit(url)).body.props.errors;

describe('customers.index', () => {
  test('lists the store’s customers by name, 25 a page, with visits and last visit, and pages on the server', async () => {
    const res = await owner.visit('/dashboard/customers');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Customers/Index');
    const page = res.body.props.customers;
    expect(page.per_page).toBe(25);
    expect(page.data).toHaveLength(25);
    expect(page.total).toBeGreaterThan(100);
    const names = page.data.map((c: { name: string }) => c.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect(page.data[0]).toMatchObject({
      phone: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
      visits: expect.any(Number),
    });
    const two = (await owner.visit('/dashboard/customers?page=2')).body.props.customers;
    expect(two.current_page).toBe(2);
    expect(two.data[0].id).not.toBe(page.data[0].id);
    expect(page.links.at(-1).url).toBe('/dashboard/customers?page=2');
    // A page past the end shows the last page, never an empty one.
    expect(
      (await owner.visit('/dashboard/customers?page=999')).body.props.customers.current_page,
    ).toBe(page.last_page);
  });

  test('searches by any part of the phone digits, or by name, and never shows another store’s customers', async () => {
    await t.db.insert(customers).values([
      { storeId: lotus, name: 'Search Target', phone: '9175551234' },
      { storeId: rose, name: 'Search Target Rose', phone: '9175551235' },
    ]);
    const byDigits = (await owner.visit('/dashboard/customers?q=555123')).body.props;
    expect(byDigits.customers.data.map((c: { name: string }) => c.name)).toEqual(['Search Target']);
    expect(byDigits.filters).toEqual({ q: '555123' });
    expect(byDigits.export_query).toEqual({ q: '555123' });
    expect(
      (await owner.visit('/dashboard/customers?q=(917) 555-1234')).body.props.customers.data.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Search Target']);
    expect(
      (await owner.visit('/dashboard/customers?q=search targ')).body.props.customers.data.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Search Target']);
    expect((await owner.visit('/dashboard/customers?q=100%25_')).body.props.customers.total).toBe(
      0,
    );
    expect((await owner.visit('/dashboard/customers?q=a%00b')).status).toBe(200);
  });
});

describe('customers.export', () => {
  test('the filtered list as CSV: the import’s columns first, formulas neutralised', async () => {
    await t.db.insert(customers).values({
      storeId: lotus,
      name: '=HYPERLINK("http://x")',
      phone: '9175550999',
      tags: ['@vip', 'plain'],
      birthdayMonth: 3,
      birthdayDay: 4,
    });
    const res = await owner.get('/dashboard/customers/export?q=9175550999');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'name,phone,email,birthday,notes,tags,sms_consent,preferred_technician,sms_consent_source,sms_consent_at,created_at',
    );
    expect(lines).toHaveLength(2);
    expect(
      lines[1].startsWith(`"'=HYPERLINK(""http://x"")",9175550999,,03-04,,'@vip; plain,no,,,,`),
    ).toBe(true);
    const all = await owner.get('/dashboard/customers/export');
    expect(all.text.trimEnd().split('\r\n').length).toBeGreaterThan(120);
  });
});

describe('customers.create and customers.store', () => {
  test('creates a customer: phone as digits, birthday 29 February, tags cleaned; redirects to her profile', async () => {
    const page = await owner.visit('/dashboard/customers/create');
    expect(page.body.component).toBe('Admin/Customers/Create');
    expect(page.body.props.consent_text).toBe(DEFAULT_CONSENT_TEXT);
    expect(page.body.props.technicians.map((e: { name: string }) => e.name)).toContain(
      'Anna Nguyen',
    );
    const res = await owner.post('/dashboard/customers', {
      ...valid,
      preferred_technician_id: String(anna),
    });
    expect(res.status).toBe(302);
    const row = await customerByPhone('6465550101');
    expect(res.headers.location).toBe(`/dashboard/customers/${row.id}`);
    expect(row).toMatchObject({
      name: 'Zelda Quartz',
      email: 'zelda@example.com',
      birthdayMonth: 2,
      birthdayDay: 29,
      tags: ['VIP', 'gel only'],
      preferredTechnicianId: anna,
      smsConsentAt: null,
    });
    expect(await consentEvents(row.id)).toEqual([]);
    expect((await owner.visit(res.headers.location)).body.flash).toMatchObject({
      success: 'Customer created.',
    });
  });

  test('a name typed with the marks of a sentence by key is kept as typed, never spoken as a message (server/http/speak.ts)', async () => {
    const res = await owner.post('/dashboard/customers', {
      ...valid,
      name: '\uE000errors.throttle\uE001{"seconds":5}',
      phone: '(646) 555-0177',
      email: '',
    });
    expect(res.status).toBe(302);
    const row = await customerByPhone('6465550177');
    expect(row.name).toBe('errors.throttle{"seconds":5}');
    const profile = await owner.visit(res.headers.location);
    expect(JSON.stringify(profile.body.props)).not.toContain('Too many login attempts');
  });

  test('every error at once, next to its field', async () => {
    await owner.post('/dashboard/customers', {
      name: '',
      phone: '555-12',
      email: 'not-an-email',
      birthday_month: '2',
      birthday_day: '30',
      notes: 'x'.repeat(1001),
      preferred_technician_id: 'abc',
      tags: Array.from({ length: 11 }, (_, i) => `tag${i}`),
      sms_consent: false,
    });
    expect(await errorsAfter('/dashboard/customers/create')).toEqual({
      name: 'The name field is required.',
      phone: 'The phone must be a 10-digit phone number.',
      email: 'The email must be a valid email address.',
      notes: 'The notes may not be longer than 1000 characters.',
      preferred_technician_id: 'The preferred technician is invalid.',
      tags: 'A customer may have at most 10 tags.',
      birthday_day: 'That day is not in that month.',
    });
    await owner.post('/dashboard/customers', {
      ...valid,
      phone: '6465550199',
      name: 'x'.repeat(101),
      birthday_month: '',
      birthday_day: '12',
      tags: ['y'.repeat(31)],
    });
    expect(await errorsAfter('/dashboard/customers/create')).toEqual({
      name: 'The name may not be longer than 100 characters.',
      birthday_month: 'Choose the month of the birthday too.',
      tags: `Each tag may be at most 30 characters ("${'y'.repeat(30)}…" is longer).`,
    });
  });

  test('a phone is unique in the store (with who has it), but another store may have it too', async () => {
    await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'First Holder', phone: '6465550202' });
    await owner.post('/dashboard/customers', { ...valid, phone: '646.555.0202', name: 'Second' });
    expect(await errorsAfter('/dashboard/customers/create')).toEqual({
      phone: '(646) 555-0202 already belongs to First Holder. Find that customer instead.',
    });
    const roseOwner = await signedIn(t.app, 'owner2@example.com');
    expect(
      (await roseOwner.post('/dashboard/customers', { ...valid, phone: '6465550202' })).status,
    ).toBe(302);
  });

  test('the preferred technician must be an active employee of this store', async () => {
    const [roseTech] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.storeId, rose))
      .limit(1);
    await owner.post('/dashboard/customers', {
      ...valid,
      phone: '6465550303',
      preferred_technician_id: String(roseTech.id),
    });
    expect(await errorsAfter('/dashboard/customers/create')).toEqual({
      preferred_technician_id: 'Choose an active technician of this salon.',
    });
  });

  test('consent from the front desk records the time, the source and the store’s exact words, with an event', async () => {
    await t.db
      .insert(checkInSettings)
      .values({
        storeId: lotus,
        kioskToken: 'customers-test-token',
        consentText: 'Lotus may text me offers. Reply STOP to stop.',
      })
      .onConflictDoUpdate({
        target: checkInSettings.storeId,
        set: { consentText: 'Lotus may text me offers. Reply STOP to stop.' },
      });
    expect((await owner.visit('/dashboard/customers/create')).body.props.consent_text).toBe(
      'Lotus may text me offers. Reply STOP to stop.',
    );
    // The page showed the old words: refused, so the log never holds words she did not read.
    await owner.post('/dashboard/customers', {
      ...valid,
      phone: '6465550404',
      sms_consent: true,
      consent_text: DEFAULT_CONSENT_TEXT,
    });
    expect(await errorsAfter('/dashboard/customers/create')).toEqual({
      sms_consent:
        'The consent wording has changed since this page was opened. Read it to the customer again and save.',
    });
    expect(await customerByPhone('6465550404')).toBeUndefined();

    await owner.post('/dashboard/customers', {
      ...valid,
      phone: '6465550404',
      sms_consent: true,
      consent_text: 'Lotus may text me offers. Reply STOP to stop.',
    });
    const row = await customerByPhone('6465550404');
    expect(row).toMatchObject({
      smsConsentSource: 'front_desk',
      smsConsentText: 'Lotus may text me offers. Reply STOP to stop.',
    });
    expect(row.smsConsentAt).toBeInstanceOf(Date);
    expect(await consentEvents(row.id)).toMatchObject([
      {
        storeId: lotus,
        granted: true,
        source: 'front_desk',
        consentText: 'Lotus may text me offers. Reply STOP to stop.',
        byName: 'Linh Owner',
      },
    ]);
  });
});

describe('customers.edit and customers.update', () => {
  test('edits a customer (303 to her profile); her own phone is not “taken”', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Edit Me', phone: '6465550505', tags: ['old'] })
      .returning();
    const page = await owner.visit(`/dashboard/customers/${c.id}/edit`);
    expect(page.body.component).toBe('Admin/Customers/Edit');
    expect(page.body.props.customer).toMatchObject({
      name: 'Edit Me',
      phone: '6465550505',
      phone_label: '(646) 555-0505',
      tags: ['old'],
      sms_consent: false,
      birthday_month: null,
    });
    const res = await owner.send('put', `/dashboard/customers/${c.id}`, {
      ...valid,
      name: 'Edited',
      phone: '6465550505',
      birthday_month: '12',
      birthday_day: '31',
      tags: [],
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/customers/${c.id}`);
    expect(await customerByPhone('6465550505')).toMatchObject({
      name: 'Edited',
      birthdayMonth: 12,
      birthdayDay: 31,
      tags: [],
    });
  });

  test('withdrawing consent clears her columns and appends a withdrawal; saving again changes nothing', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Consent Flip', phone: '6465550606' })
      .returning();
    const [{ text }] = await t.db
      .select({ text: checkInSettings.consentText })
      .from(checkInSettings)
      .where(eq(checkInSettings.storeId, lotus));
    const body = { ...valid, name: 'Consent Flip', phone: '6465550606', consent_text: text };
    await owner.send('put', `/dashboard/customers/${c.id}`, { ...body, sms_consent: true });
    await owner.send('put', `/dashboard/customers/${c.id}`, { ...body, sms_consent: true });
    expect((await customerByPhone('6465550606')).smsConsentSource).toBe('front_desk');
    await owner.send('put', `/dashboard/customers/${c.id}`, { ...body, sms_consent: false });
    await owner.send('put', `/dashboard/customers/${c.id}`, { ...body, sms_consent: false });
    expect(await customerByPhone('6465550606')).toMatchObject({
      smsConsentAt: null,
      smsConsentSource: null,
      smsConsentText: null,
    });
    expect((await consentEvents(c.id)).map((e) => [e.granted, e.source, e.consentText])).toEqual([
      [true, 'front_desk', text],
      [false, 'front_desk', ''],
    ]);
  });

  test('recordSmsConsent (as the kiosk calls it): the customer herself, idempotent, a new grant when the words change, null for another store', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Kiosk Consent', phone: '6465550909' })
      .returning();
    const grant = (consentText: string) =>
      t.db.transaction((tx) =>
        recordSmsConsent(tx, {
          storeId: lotus,
          customerId: c.id,
          granted: true,
          source: 'kiosk',
          consentText,
          actor: null,
        }),
      );
    expect(await grant('Words A')).toBe('granted');
    expect(await grant('Words A')).toBe('unchanged');
    expect(await grant('Words B')).toBe('granted');
    expect(
      await t.db.transaction((tx) =>
        recordSmsConsent(tx, {
          storeId: rose,
          customerId: c.id,
          granted: false,
          source: 'kiosk',
          consentText: '',
          actor: null,
        }),
      ),
    ).toBeNull();
    expect(
      (await consentEvents(c.id)).map((e) => [
        e.granted,
        e.source,
        e.consentText,
        e.byName,
        e.byUserId,
      ]),
    ).toEqual([
      [true, 'kiosk', 'Words A', 'Customer', null],
      [true, 'kiosk', 'Words B', 'Customer', null],
    ]);
    expect(await customerByPhone('6465550909')).toMatchObject({
      smsConsentSource: 'kiosk',
      smsConsentText: 'Words B',
    });
  });

  test('another store’s customer and an impossible id are 404', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: rose, name: 'Rose Only', phone: '6465550707' })
      .returning();
    expect((await owner.visit(`/dashboard/customers/${c.id}`)).status).toBe(404);
    expect((await owner.visit(`/dashboard/customers/${c.id}/edit`)).status).toBe(404);
    expect(
      (await owner.send('put', `/dashboard/customers/${c.id}`, { ...valid, phone: '6465550707' }))
        .status,
    ).toBe(404);
    expect((await owner.visit('/dashboard/customers/99999999999')).status).toBe(404);
    expect((await owner.visit('/dashboard/customers/0/edit')).status).toBe(404);
  });
});

describe('customers.show', () => {
  test('her profile, paid and voided tickets with technicians, spend, check-ins, gift cards and consent history', async () => {
    const [busiest] = await t.db
      .select({ id: invoices.customerId })
      .from(invoices)
      .where(
        and(
          eq(invoices.storeId, lotus),
          eq(invoices.status, 'paid'),
          isNotNull(invoices.customerId),
        ),
      )
      .orderBy(asc(invoices.id))
      .limit(1);
    const res = await owner.visit(`/dashboard/customers/${busiest.id}`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Customers/Show');
    const p = res.body.props;
    expect(p.stats.visits).toBeGreaterThan(0);
    expect(p.stats.total_spent_cents).toBeGreaterThan(0);
    expect(p.stats.last_visit).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.tickets.length).toBeGreaterThan(0);
    expect(p.tickets.find((tk: { status: string }) => tk.status === 'paid')).toMatchObject({
      number: expect.stringMatching(/^L-\d+$/),
      paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      total_cents: expect.any(Number),
    });
    expect(p.tickets.some((tk: { technicians: string }) => tk.technicians.length > 0)).toBe(true);
  });

  test('gift cards sold on or paying her tickets are listed with their balance', async () => {
    const [sale] = await t.db
      .select({ customerId: invoices.customerId, code: giftCards.code })
      .from(giftCardEntries)
      .innerJoin(invoices, eq(invoices.id, giftCardEntries.invoiceId))
      .innerJoin(giftCards, eq(giftCards.id, giftCardEntries.giftCardId))
      .where(
        and(
          eq(giftCardEntries.storeId, lotus),
          eq(giftCardEntries.kind, 'issue'),
          isNotNull(invoices.customerId),
        ),
      )
      .limit(1);
    const p = (await owner.visit(`/dashboard/customers/${sale.customerId}`)).body.props;
    expect(p.gift_cards).toContainEqual(
      expect.objectContaining({
        code: sale.code,
        bought: true,
        balance_cents: expect.any(Number),
      }),
    );
  });

  test('total spent and average ticket leave out voided tickets and tips; check-ins come with their status', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Spend Check', phone: '6465550808' })
      .returning();
    const base = { storeId: lotus, customerId: c.id, createdByName: 'Test' };
    await t.db.insert(invoices).values([
      {
        ...base,
        number: 900001,
        status: 'paid',
        totalCents: 4000,
        tipCents: 800,
        amountDueCents: 4800,
        paidAt: new Date('2026-01-10T15:00:00Z'),
      },
      {
        ...base,
        number: 900002,
        status: 'paid',
        totalCents: 2000,
        amountDueCents: 2000,
        paidAt: new Date('2026-02-10T15:00:00Z'),
      },
      {
        ...base,
        number: 900003,
        status: 'voided',
        totalCents: 9900,
        amountDueCents: 9900,
        paidAt: new Date('2026-02-11T15:00:00Z'),
        voidedAt: new Date('2026-02-11T15:10:00Z'),
      },
    ]);
    await t.db.insert(checkIns).values({
      storeId: lotus,
      customerId: c.id,
      businessDate: '2026-02-10',
      status: 'no_show',
      source: 'kiosk',
      byName: 'Kiosk',
      cancelReason: 'Left',
      checkedInAt: new Date('2026-02-10T14:00:00Z'),
    });
    const p = (await owner.visit(`/dashboard/customers/${c.id}`)).body.props;
    expect(p.stats).toEqual({
      visits: 2,
      total_spent_cents: 6000,
      average_ticket_cents: 3000,
      last_visit: '2026-02-10',
    });
    expect(
      p.tickets.map((tk: { number: string; status: string }) => [tk.number, tk.status]),
    ).toEqual([
      ['L-900003', 'voided'],
      ['L-900002', 'paid'],
      ['L-900001', 'paid'],
    ]);
    expect(p.tickets[1]).toMatchObject({
      paid_at: '2026-02-10T15:00:00.000Z',
      total_cents: 2000,
      refunded_cents: null,
    });
    expect(p.check_ins).toMatchObject([
      {
        status: 'no_show',
        source: 'kiosk',
        reason: 'Left',
        checked_in_at: '2026-02-10T14:00:00.000Z',
        technician: null,
      },
    ]);
    expect(p.gift_cards).toEqual([]);
    expect(p.consent_events).toEqual([]);
  });
});

describe('the demo customers', () => {
  test('Lotus has about 120 customers, with consent (and its log), birthdays, tags, preferred technicians, and most tickets linked', async () => {
    const [row] = await t.db
      .select({
        total: sql<number>`count(*)::int`,
        consent: sql<number>`count(*) filter (where ${customers.smsConsentAt} is not null)::int`,
        birthdays: sql<number>`count(*) filter (where ${customers.birthdayMonth} is not null)::int`,
        tagged: sql<number>`count(*) filter (where jsonb_array_length(${customers.tags}) > 0)::int`,
        preferred: sql<number>`count(*) filter (where ${customers.preferredTechnicianId} is not null)::int`,
      })
      .from(customers)
      .where(
        and(
          eq(customers.storeId, lotus),
          sql`(${customers.phone} like '21255503%' or ${customers.phone} like '21255502%')`,
        ),
      );
    expect(row.total).toBe(120);
    for (const n of [row.consent, row.birthdays, row.tagged, row.preferred])
      expect(n).toBeGreaterThan(15);
    // Everyone who has consent now has a grant in the log; some withdrew later.
    const consenting = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.storeId, lotus), isNotNull(customers.smsConsentAt)));
    const events = await t.db
      .select()
      .from(customerConsentEvents)
      .where(eq(customerConsentEvents.storeId, lotus));
    for (const c of consenting)
      expect(events.some((e) => e.customerId === c.id && e.granted)).toBe(true);
    expect(events.some((e) => !e.granted)).toBe(true);
    const [linked] = await t.db
      .select({
        all: sql<number>`count(*)::int`,
        withCustomer: sql<number>`count(${invoices.customerId})::int`,
      })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')));
    expect(linked.withCustomer / linked.all).toBeGreaterThan(0.9);
  });
});

describe('permissions', () => {
  test('an account without "view customers" gets 403 on every customer route', async () => {
    const [technician] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.storeId, lotus), eq(roles.name, 'Technician')));
    const user = await createUser(t.db, {
      storeId: lotus,
      name: 'No Customers',
      email: 'nocustomers@example.com',
      passwordHash: await hashPassword('password'),
    });
    await assignUserRole(t.db, user.id, technician.id);
    const client = await signedIn(t.app, 'nocustomers@example.com');
    const [c] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.storeId, lotus))
      .limit(1);
    for (const url of [
      '/dashboard/customers',
      '/dashboard/customers/create',
      `/dashboard/customers/${c.id}`,
      `/dashboard/customers/${c.id}/edit`,
      '/dashboard/customers/export',
      '/dashboard/customers/import',
    ]) {
      expect((await client.visit(url)).status, url).toBe(403);
    }
    expect((await client.post('/dashboard/customers', valid)).status).toBe(403);
    expect((await client.send('put', `/dashboard/customers/${c.id}`, valid)).status).toBe(403);
    expect(
      (await client.post('/dashboard/customers/import', { csv: 'name,phone\nA,6465550000' }))
        .status,
    ).toBe(403);
    expect((await client.post('/dashboard/customers/import/confirm', { token: 'x' })).status).toBe(
      403,
    );
    expect((await client.send('delete', '/dashboard/customers/import')).status).toBe(403);
  });

  test('the manager (who has "view customers") may open the list', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/customers')).status).toBe(200);
  });
});
