import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { makeCustomer, makeEmployee, makeStore, type StoreFixture } from '../support/factories';
import {
  announcementRecipients,
  announcements,
  couponUses,
  coupons,
  customers,
  invoiceLines,
  invoices,
  jobs,
  smsMessages,
  smsOptOuts,
} from '../../database/schema';
import { storeToday } from '../../common/storeTime';
import { runCampaign } from '../../server/domain/announcements/send';
import { sendJobKey } from '../../server/domain/announcements/campaigns';
import { utcToStoreLocal } from '../../common/storeTime';

/**
 * announcements.*: the audience as the rules say (consented, with a phone,
 * never opted out, one text per phone), preview, send now once however many
 * taps, schedule and cancel, bad input beside its field, 403 and 404.
 */
let t: TestApp;
let store: StoreFixture;
let other: StoreFixture;
let owner: Client;
let techA: number;
let techB: number;
let otherTech: number;
const c: Record<string, number> = {};
const DAY = 86_400_000;

async function paidVisit(
  storeId: number,
  customerId: number,
  daysAgo: number,
  technicianId: number | null,
  n: number,
) {
  const [inv] = await t.db
    .insert(invoices)
    .values({
      storeId,
      status: 'paid',
      number: n,
      customerId,
      paidAt: new Date(Date.now() - daysAgo * DAY),
      createdByName: 'Test',
    })
    .returning({ id: invoices.id });
  await t.db.insert(invoiceLines).values({
    storeId,
    invoiceId: inv.id,
    lineKey: `l${n}`,
    kind: 'service',
    name: 'Gel',
    technicianId,
    unitPriceCents: 4000,
    netCents: 4000,
  });
  return inv.id;
}

const consent = (id: number) =>
  t.db
    .update(customers)
    .set({
      smsConsentAt: new Date(Date.now() - 400 * DAY),
      smsConsentSource: 'front_desk',
      smsConsentText: 'Texts OK',
    })
    .where(eq(customers.id, id));

beforeAll(async () => {
  t = await createTestApp();
  store = await makeStore(t.db);
  other = await makeStore(t.db);
  owner = await signedIn(t.app, store.owner.email);
  techA = await makeEmployee(t.db, store.id, { name: 'Anh' });
  techB = await makeEmployee(t.db, store.id, { name: 'Bao' });
  otherTech = await makeEmployee(t.db, other.id, { name: 'Other' });
  const month = Number(storeToday(store.timezone).slice(5, 7));
  c.ann = await makeCustomer(t.db, store.id, { name: 'Ann', phone: '2025550101' });
  c.bea = await makeCustomer(t.db, store.id, { name: 'Bea', phone: '2025550102' });
  c.cat = await makeCustomer(t.db, store.id, { name: 'Cat', phone: '2025550103' });
  c.dee = await makeCustomer(t.db, store.id, { name: 'Dee', phone: '2025550104' });
  c.eve = await makeCustomer(t.db, store.id, { name: 'Eve', phone: '2025550105' });
  c.fay = await makeCustomer(t.db, store.id, { name: 'Fay', phone: '2025550106' });
  c.rosa = await makeCustomer(t.db, other.id, { name: 'Rosa', phone: '2025550101' });
  await t.db
    .update(customers)
    .set({ tags: ['VIP'], birthdayMonth: month, birthdayDay: 1 })
    .where(eq(customers.id, c.ann));
  await t.db
    .update(customers)
    .set({ preferredTechnicianId: techB, birthdayMonth: (month % 12) + 1, birthdayDay: 1 })
    .where(eq(customers.id, c.bea));
  await t.db.update(customers).set({ phone: null }).where(eq(customers.id, c.eve));
  for (const id of [c.ann, c.bea, c.cat, c.eve, c.fay, c.rosa]) await consent(id);
  await t.db
    .insert(smsOptOuts)
    .values({ storeId: store.id, phone: '+12025550106', keyword: 'STOP' });
  await paidVisit(store.id, c.ann, 5, techA, 1);
  await paidVisit(store.id, c.bea, 100, null, 2);
  await paidVisit(store.id, c.dee, 5, techA, 3);
  await paidVisit(other.id, c.rosa, 5, otherTech, 1);
});
afterAll(() => t.close());

const valid = {
  name: 'Fall',
  body: 'Nails by Anna: 20% off this week. Reply STOP to opt out.',
  audience_kind: 'all',
  timing: 'now',
};

async function create(over: Record<string, unknown> = {}, client = owner): Promise<number> {
  const res = await client.post('/dashboard/announcements', { ...valid, ...over });
  expect(res.status, JSON.stringify(res.body)).toBe(302);
  const id = Number(/\/announcements\/(\d+)$/.exec(res.headers.location)?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

const preview = async (id: number) =>
  (await owner.visit(`/dashboard/announcements/${id}`)).body.props.preview;
const errorsAfter = async (body: Record<string, unknown>) => {
  await owner.post('/dashboard/announcements', { ...valid, ...body });
  return (await owner.visit('/dashboard/announcements/create')).body.props.errors;
};
const textsOf = (id: number) =>
  t.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.sourceType, 'announcement'), eq(smsMessages.sourceId, id)));

describe('announcements', () => {
  test('index and create pages', async () => {
    const index = await owner.visit('/dashboard/announcements');
    expect(index.status).toBe(200);
    expect(index.body.component).toBe('Admin/Announcements/Index');
    const page = await owner.visit('/dashboard/announcements/create');
    expect(page.body.component).toBe('Admin/Announcements/Create');
    expect(page.body.props.options.tags).toEqual(['VIP']);
    expect(page.body.props.options.technicians.map((e: { name: string }) => e.name)).toEqual([
      'Anh',
      'Bao',
    ]);
  });

  test('each audience rule counts only consented customers with a phone, never opted out', async () => {
    // Everyone: Ann, Bea, Cat. Not Dee (no consent), Eve (no phone), Fay (STOP), Rosa (another salon).
    expect((await preview(await create())).recipients).toBe(3);
    expect(
      (await preview(await create({ audience_kind: 'visited', audience_days: '30' }))).recipients,
    ).toBe(1);
    expect(
      (await preview(await create({ audience_kind: 'lapsed', audience_days: '30' }))).recipients,
    ).toBe(1);
    expect(
      (await preview(await create({ audience_kind: 'lapsed', audience_days: '120' }))).recipients,
    ).toBe(0);
    expect((await preview(await create({ audience_kind: 'birthday_month' }))).recipients).toBe(1);
    expect(
      (await preview(await create({ audience_kind: 'tag', audience_tag: 'vip' }))).recipients,
    ).toBe(1);
    expect(
      (
        await preview(
          await create({ audience_kind: 'technician', audience_technician_id: String(techA) }),
        )
      ).recipients,
    ).toBe(1);
    expect(
      (
        await preview(
          await create({ audience_kind: 'technician', audience_technician_id: String(techB) }),
        )
      ).recipients,
    ).toBe(1);
  });

  test('the preview shows the cost in segments and the text with the coupon code filled in; the coupon is made for it', async () => {
    const id = await create({
      body: 'Use {coupon} for 15% off. Reply STOP to opt out.',
      with_coupon: 'on',
      coupon_code: 'FALL15',
      coupon_kind: 'percent',
      coupon_value: '15',
    });
    const p = await preview(id);
    expect(p).toMatchObject({
      recipients: 3,
      segments: 1,
      total_segments: 3,
      encoding: 'GSM-7',
      sample: 'Use FALL15 for 15% off. Reply STOP to opt out.',
      cost_label: '$0.0249',
    });
    const [a] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, a.couponId!));
    expect(coupon).toMatchObject({
      storeId: store.id,
      code: 'FALL15',
      kind: 'percent',
      value: 15,
      perCustomerLimit: 1,
      isActive: true,
    });
  });

  test('bad input is a message beside its field', async () => {
    expect(await errorsAfter({ body: '' })).toEqual({ body: 'The message field is required.' });
    expect(await errorsAfter({ body: 'x'.repeat(641) })).toEqual({
      body: 'The message may not be longer than 640 characters.',
    });
    expect(
      await errorsAfter({
        timing: 'later',
        scheduled_at: utcToStoreLocal(new Date(Date.now() - 3_600_000), store.timezone),
      }),
    ).toEqual({ scheduled_at: 'The send time must be in the future.' });
    expect(await errorsAfter({ audience_kind: 'visited', audience_days: '0' })).toEqual({
      audience_days: 'The number of days must be from 1 to 730.',
    });
    expect(await errorsAfter({ audience_kind: 'lapsed', audience_days: '9999' })).toEqual({
      audience_days: 'The number of days must be from 1 to 730.',
    });
    expect(
      await errorsAfter({ audience_kind: 'technician', audience_technician_id: String(otherTech) }),
    ).toEqual({ audience_technician_id: "Choose one of the salon's technicians." });
    expect(await errorsAfter({ audience_kind: 'tag', audience_tag: 'Nobody' })).toEqual({
      audience_tag: 'No customer of this salon has that tag.',
    });
    expect(await errorsAfter({ name: '', audience_kind: 'nope', timing: 'soon' })).toMatchObject({
      name: 'The name field is required.',
      audience_kind: 'Choose who gets it.',
      timing: 'Choose now or later.',
    });
  });

  test('send now queues exactly the consented audience once, however many taps and job runs', async () => {
    const id = await create();
    expect((await owner.post(`/dashboard/announcements/${id}/send`)).status).toBe(302);
    expect((await owner.post(`/dashboard/announcements/${id}/send`)).status).toBe(302);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, sendJobKey(id))),
    ).toHaveLength(1);
    await t.runJobs();
    // A second run (a retry, another process) claims nobody again.
    expect(await runCampaign(t.db, store.id, id)).toEqual({ ran: false, why: 'not_sending' });
    await t.db.update(announcements).set({ status: 'sending' }).where(eq(announcements.id, id));
    expect(await runCampaign(t.db, store.id, id)).toEqual({ ran: true, recipients: 3, queued: 0 });
    const texts = await textsOf(id);
    expect(texts.map((m) => m.customerId).sort()).toEqual([c.ann, c.bea, c.cat].sort());
    expect(texts.every((m) => m.purpose === 'marketing' && m.body === valid.body)).toBe(true);
    expect(
      await t.db
        .select()
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, id)),
    ).toHaveLength(3);
    const show = await owner.visit(`/dashboard/announcements/${id}`);
    expect(show.body.props.announcement).toMatchObject({
      status: 'sent',
      recipients: 3,
      can_send: false,
      can_edit: false,
    });
    // The status as its code only: the page says "Sent" from the catalogue.
    expect(show.body.props.announcement).not.toHaveProperty('status_label');
    const list = (await owner.visit('/dashboard/announcements')).body.props.announcements.data;
    expect(list.find((a: { id: number }) => a.id === id)).toMatchObject({ status: 'sent' });
    for (const a of list) expect(a).not.toHaveProperty('status_label');
    expect(show.body.props.preview).toBeNull();
    expect(show.body.props.progress.total).toBe(3);
  });

  test('schedule, then cancel; a cancelled one is never sent', async () => {
    const at = utcToStoreLocal(new Date(Date.now() + 2 * DAY), store.timezone);
    const id = await create({ timing: 'later', scheduled_at: at });
    expect(
      (await owner.visit(`/dashboard/announcements/${id}`)).body.props.announcement,
    ).toMatchObject({ status: 'draft', can_schedule: true });
    await owner.post(`/dashboard/announcements/${id}/schedule`);
    const [scheduled] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(scheduled.status).toBe('scheduled');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, sendJobKey(id)));
    expect(job.runAt.getTime()).toBe(scheduled.scheduledAt!.getTime());
    // Not due yet: the job's run changes nothing.
    expect(await runCampaign(t.db, store.id, id)).toEqual({ ran: false, why: 'not_due' });
    await owner.post(`/dashboard/announcements/${id}/cancel`);
    const [cancelled] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(cancelled.status).toBe('cancelled');
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, sendJobKey(id))),
    ).toHaveLength(0);
    await owner.post(`/dashboard/announcements/${id}/send`);
    expect((await owner.visit(`/dashboard/announcements/${id}`)).body.flash).toMatchObject({
      error: 'This announcement is cancelled.',
    });
    expect(await textsOf(id)).toHaveLength(0);
  });

  test('edit and update while a draft; an update of a scheduled one makes it a draft again; a sent one cannot change', async () => {
    const id = await create({
      timing: 'later',
      scheduled_at: utcToStoreLocal(new Date(Date.now() + DAY), store.timezone),
    });
    await owner.post(`/dashboard/announcements/${id}/schedule`);
    const edit = await owner.visit(`/dashboard/announcements/${id}/edit`);
    expect(edit.body.component).toBe('Admin/Announcements/Edit');
    expect(edit.body.props.announcement.values).toMatchObject({
      name: 'Fall',
      audience_kind: 'all',
      timing: 'later',
    });
    const res = await owner.send('put', `/dashboard/announcements/${id}`, {
      ...valid,
      name: 'Fall again',
      audience_kind: 'visited',
      audience_days: '60',
    });
    expect(res.status).toBe(303);
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({
      name: 'Fall again',
      status: 'draft',
      audience: { kind: 'visited', days: 60 },
      scheduledAt: null,
    });
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, sendJobKey(id))),
    ).toHaveLength(0);

    await t.db.update(announcements).set({ status: 'sent' }).where(eq(announcements.id, id));
    const late = await owner.visit(`/dashboard/announcements/${id}/edit`);
    expect(late.status).toBe(302);
    expect(late.headers.location).toBe(`/dashboard/announcements/${id}`);
    await owner.send('put', `/dashboard/announcements/${id}`, { ...valid, name: 'Too late' });
    expect((await t.db.select().from(announcements).where(eq(announcements.id, id)))[0].name).toBe(
      'Fall again',
    );
  });

  test("results attribute the coupon's redemptions to the announcement", async () => {
    const id = await create({
      body: 'Code {coupon}',
      with_coupon: 'on',
      coupon_code: 'BACK10',
      coupon_kind: 'amount',
      coupon_value: '1000',
    });
    const [a] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    const invoiceId = await paidVisit(store.id, c.cat, 0, techA, 50);
    await t.db.insert(couponUses).values({
      storeId: store.id,
      couponId: a.couponId!,
      invoiceId,
      customerId: c.cat,
      amountCents: 1000,
    });
    const page = (await owner.visit(`/dashboard/announcements/${id}`)).body.props;
    // Money in cents, instants as ISO strings; the page writes them (docs/features/languages-and-offline.md).
    expect(page.announcement.coupon).toMatchObject({ code: 'BACK10', kind: 'amount', value: 1000 });
    const r = page.redemptions;
    expect(r).toMatchObject({ uses: 1, amount_cents: 1000 });
    const [use] = await t.db.select().from(couponUses).where(eq(couponUses.invoiceId, invoiceId));
    expect(r.tickets[0]).toMatchObject({
      invoice_id: invoiceId,
      number: 50,
      customer: 'Cat',
      amount_cents: 1000,
      at: use.createdAt.toISOString(),
    });
  });

  test('another store\'s announcement is a 404; without "view coupon messages" every route is a 403', async () => {
    const otherOwner = await signedIn(t.app, other.owner.email);
    const theirs = await create({}, otherOwner);
    for (const path of ['', '/edit'])
      expect((await owner.visit(`/dashboard/announcements/${theirs}${path}`)).status).toBe(404);
    expect((await owner.send('put', `/dashboard/announcements/${theirs}`, valid)).status).toBe(404);
    for (const action of ['send', 'schedule', 'cancel'])
      expect((await owner.post(`/dashboard/announcements/${theirs}/${action}`)).status).toBe(404);
    expect(
      (await t.db.select().from(announcements).where(eq(announcements.id, theirs)))[0].status,
    ).toBe('draft');

    const manager = await signedIn(t.app, 'manager@example.com');
    const mine = await create();
    for (const path of ['', '/create', `/${mine}`, `/${mine}/edit`])
      expect((await manager.visit(`/dashboard/announcements${path}`)).status).toBe(403);
    expect((await manager.post('/dashboard/announcements', valid)).status).toBe(403);
    expect((await manager.send('put', `/dashboard/announcements/${mine}`, valid)).status).toBe(403);
    for (const action of ['send', 'schedule', 'cancel'])
      expect((await manager.post(`/dashboard/announcements/${mine}/${action}`)).status).toBe(403);
    expect(
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(smsMessages)
          .where(eq(smsMessages.sourceId, mine))
      )[0].n,
    ).toBe(0);
  });
});
