import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { supportMessages, supportTickets } from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { seedSupports } from '../../database/seeders/supports';
import { storeId } from '../support/lookups';

let t: TestApp;
let admin: Client;
let owner: Client;
let owner2: Client;
let partner: Client;
let lotusTicket: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  await seedSupports(t.db);
  [admin, owner, owner2, partner] = await Promise.all(
    ['admin@example.com', 'owner@example.com', 'owner2@example.com', 'referral@example.com'].map(
      (e) => signedIn(t.app, e),
    ),
  );
  const [row] = await t.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.storeId, await storeId(t.db, 'Lotus Nail Spa')));
  lotusTicket = row.id;
  await t.runJobs();
  t.mail.length = 0;
});
afterAll(() => t.close());

const ids = async (c: Client, query = '') =>
  ((await c.visit(`/dashboard/supports${query}`)).body.props.tickets as { id: number }[]).map(
    (r) => r.id,
  );
const thread = (id: number) =>
  t.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, id))
    .orderBy(supportMessages.id);
const ticket = async (id: number) =>
  (await t.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0];

describe('who sees which ticket', () => {
  test("a store's people see their store's, the super admin every one, a partner only their own", async () => {
    expect(await ids(owner)).toEqual([lotusTicket]);
    expect(await ids(owner2)).toEqual([]);
    expect(await ids(partner)).toEqual([]);
    expect(await ids(admin)).toContain(lotusTicket);
    const manager = await signedIn(t.app, 'manager@example.com');
    expect(await ids(manager)).toEqual([lotusTicket]);
  });

  test("another store's or a partner's ticket is a 404 everywhere; the super admin opens it", async () => {
    for (const c of [owner2, partner]) {
      expect((await c.visit(`/dashboard/supports/${lotusTicket}`)).status).toBe(404);
      for (const action of ['reply', 'close', 'reopen'])
        expect(
          (await c.post(`/dashboard/supports/${lotusTicket}/${action}`, { body: 'hi' })).status,
          action,
        ).toBe(404);
    }
    expect((await owner.visit('/dashboard/supports/2147483647')).status).toBe(404);
    const res = await admin.visit(`/dashboard/supports/${lotusTicket}`);
    expect(res.body.component).toBe('Admin/Supports/Show');
    expect(res.body.props.ticket).toMatchObject({ store: 'Lotus Nail Spa', status: 'answered' });
    expect(res.body.props.messages.map((m: { is_staff: boolean }) => m.is_staff)).toEqual([
      false,
      true,
    ]);
    // Codes and names only: the page says the status and a support reply's "(Support)".
    expect(res.body.props.ticket).not.toHaveProperty('status_label');
    const staffReply = res.body.props.messages[1];
    expect(staffReply.author).toBeTruthy();
    expect(staffReply.author).not.toMatch(/Support/);
    expect(await thread(lotusTicket)).toHaveLength(2);
    // Instants as ISO strings; the page writes them (docs/features/languages-and-offline.md).
    const messages = await thread(lotusTicket);
    expect(res.body.props.ticket.opened_at).toBe(
      (await ticket(lotusTicket)).createdAt.toISOString(),
    );
    expect(res.body.props.messages.map((m: { at: string }) => m.at)).toEqual(
      messages.map((m) => m.createdAt.toISOString()),
    );
    const listed = (await admin.visit('/dashboard/supports')).body.props.tickets.find(
      (r: { id: number }) => r.id === lotusTicket,
    );
    const last = Math.max(...messages.map((m) => m.createdAt.getTime()));
    expect(listed.last_at).toBe(new Date(last).toISOString());
    expect(listed).toMatchObject({ status: 'answered' });
    expect(listed).not.toHaveProperty('status_label');
  });

  test('the super admin opens no ticket (403); a guest is sent to sign in', async () => {
    expect((await admin.visit('/dashboard/supports/create')).status).toBe(403);
    expect((await admin.post('/dashboard/supports', { subject: 'x', body: 'y' })).status).toBe(403);
    const guest = await t.db.select().from(supportTickets);
    expect(guest.every((r) => r.subject !== 'x')).toBe(true);
  });

  test('the super admin filters by status and store', async () => {
    const rose = await storeId(t.db, 'Rose Nails');
    const page = (await admin.visit('/dashboard/supports')).body.props;
    expect(page.options.statuses).toEqual(['open', 'answered', 'closed']);
    expect(await ids(admin, '?status=answered')).toContain(lotusTicket);
    expect(await ids(admin, '?status=closed')).not.toContain(lotusTicket);
    expect(await ids(admin, `?store=${rose}`)).toEqual([]);
    // A bad filter reads as none.
    expect(await ids(admin, '?status=nope&store=abc')).toContain(lotusTicket);
  });
});

describe('a thread', () => {
  test('bad input is answered beside the field and stores nothing', async () => {
    const before = (await t.db.select().from(supportTickets)).length;
    await owner2.post('/dashboard/supports', { subject: 'x'.repeat(121), body: '' });
    const { errors } = (await owner2.visit('/dashboard/supports/create')).body.props;
    expect(errors).toEqual({
      subject: 'The subject may not be longer than 120 characters.',
      body: 'The message field is required.',
    });
    await owner.post(`/dashboard/supports/${lotusTicket}/reply`, { body: 'y'.repeat(5001) });
    expect((await owner.visit(`/dashboard/supports/${lotusTicket}`)).body.props.errors).toEqual({
      body: 'The message may not be longer than 5000 characters.',
    });
    expect((await t.db.select().from(supportTickets)).length).toBe(before);
    expect(await thread(lotusTicket)).toHaveLength(2);
  });

  test('a store opens a ticket (the super admins are mailed), the super admin answers (the opener is mailed), each reply mails once', async () => {
    const res = await owner2.post('/dashboard/supports', {
      subject: 'Cannot add a station',
      body: 'The Add button\ndoes nothing.',
    });
    expect(res.status).toBe(302);
    const [row] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.subject, 'Cannot add a station'));
    expect(row).toMatchObject({ storeId: await storeId(t.db, 'Rose Nails'), status: 'open' });
    expect(res.headers.location).toBe(`/dashboard/supports/${row.id}`);
    await t.runJobs();
    expect(t.mail.map((m) => m.to)).toEqual(['admin@example.com']);
    expect(t.mail[0].text).toContain('The Add button\ndoes nothing.');

    t.mail.length = 0;
    await admin.post(`/dashboard/supports/${row.id}/reply`, {
      body: 'Your plan allows one station: upgrade to Salon for four.',
    });
    expect((await ticket(row.id)).status).toBe('answered');
    await t.runJobs();
    await t.runJobs();
    expect(t.mail.map((m) => m.to)).toEqual(['owner2@example.com']);
    expect(t.mail[0].subject).toContain('Support answered: Cannot add a station');

    t.mail.length = 0;
    await owner2.post(`/dashboard/supports/${row.id}/reply`, { body: 'Thanks!' });
    expect((await ticket(row.id)).status).toBe('open');
    await t.runJobs();
    expect(t.mail.map((m) => m.to)).toEqual(['admin@example.com']);
    const messages = await thread(row.id);
    expect(messages.map((m) => m.isStaff)).toEqual([false, true, false]);
  });

  test('close and reopen: a closed ticket takes no reply until reopened', async () => {
    const [row] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.subject, 'Cannot add a station'));
    expect((await owner2.post(`/dashboard/supports/${row.id}/close`)).status).toBe(302);
    expect((await ticket(row.id)).status).toBe('closed');
    await owner2.post(`/dashboard/supports/${row.id}/reply`, { body: 'One more thing' });
    const page = (await owner2.visit(`/dashboard/supports/${row.id}`)).body.props;
    expect(page.errors).toEqual({ body: 'This ticket is closed: reopen it to reply.' });
    expect(page.can).toEqual({ reply: false, close: false, reopen: true });
    expect(await thread(row.id)).toHaveLength(3);
    await admin.post(`/dashboard/supports/${row.id}/reopen`);
    expect((await ticket(row.id)).status).toBe('open');
  });

  test("a referral partner's ticket is their own: no store, and no store sees it", async () => {
    await partner.post('/dashboard/supports', {
      subject: 'Commission question',
      body: 'When is it paid?',
    });
    const [row] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.subject, 'Commission question'));
    expect(row.storeId).toBeNull();
    expect(await ids(partner)).toEqual([row.id]);
    expect(await ids(owner)).not.toContain(row.id);
    expect((await owner.visit(`/dashboard/supports/${row.id}`)).status).toBe(404);
    expect((await admin.visit(`/dashboard/supports/${row.id}`)).body.props.ticket.store).toBeNull();
  });
});
