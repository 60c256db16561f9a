import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { supportAttachments, supportMessages, supportTickets, users } from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { seedSupports } from '../../database/seeders/supports';
import { storeId } from '../support/lookups';

let t: TestApp;
let admin: Client;
let owner: Client;
let manager: Client;
let owner2: Client;
let partner: Client;
let lotusTicket: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  await seedSupports(t.db);
  [admin, owner, manager, owner2, partner] = await Promise.all(
    [
      'admin@example.com',
      'owner@example.com',
      'manager@example.com',
      'owner2@example.com',
      'referral@example.com',
    ].map((e) => signedIn(t.app, e)),
  );
  const [row] = await t.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.storeId, await storeId(t.db, 'Lotus Nail Spa')));
  lotusTicket = row.id;
});
afterAll(() => t.close());

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBP'),
  Buffer.alloc(64, 3),
]);
const upload = async (c: Client, body: Buffer, type = 'image/png') => {
  if (!c.xsrf) await c.get('/login');
  return c.agent
    .post('/dashboard/supports/attachments')
    .set({
      'Content-Type': type,
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': c.xsrf,
    })
    .send(body);
};
const thread = async (c: Client, id: number) =>
  (await c.visit(`/dashboard/supports/${id}`)).body.props;
const attachmentsOf = (messageId: number) =>
  t.db.select().from(supportAttachments).where(eq(supportAttachments.messageId, messageId));

describe('uploading', () => {
  test('PNG, JPEG and WebP by their bytes, under a random name; the uploader alone sees it until it is sent', async () => {
    for (const [bytes, type] of [
      [png, 'image/png'],
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      const res = await upload(owner, bytes);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        url: `/dashboard/supports/attachments/${res.body.id}`,
      });
      const [row] = await t.db
        .select()
        .from(supportAttachments)
        .where(eq(supportAttachments.id, res.body.id));
      expect(row).toMatchObject({
        messageId: null,
        contentType: type,
        sizeBytes: bytes.length,
        path: expect.stringMatching(/^[\w-]{32}\.(png|jpg|webp)$/),
      });
      const served = await owner.get(res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      // Pending: not even the same store's manager or the super admin.
      expect((await manager.get(res.body.url)).status).toBe(404);
      expect((await admin.get(res.body.url)).status).toBe(404);
    }
    await t.db.delete(supportAttachments);
  });

  test('other bytes, over 2 MB, or too many waiting are refused beside the field', async () => {
    const svg = await upload(owner, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(svg.status).toBe(422);
    expect(svg.body.errors).toEqual({ attachments: 'Attach PNG, JPEG or WebP images.' });
    expect((await upload(owner, Buffer.from('GIF89a'), 'image/gif')).body.errors).toEqual({
      attachments: 'Attach PNG, JPEG or WebP images.',
    });
    const big = await upload(owner, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ attachments: 'An image may not be larger than 2 MB.' });
    for (let i = 0; i < 9; i++) expect((await upload(owner2, png)).status).toBe(201);
    const tenth = await upload(owner2, png);
    expect(tenth.status).toBe(422);
    expect(tenth.body.errors).toEqual({ attachments: 'Send or remove the images waiting first.' });
    // A day later the unsent ones are given up: the next upload clears them (rows and files) and goes through.
    const [oldOne] = await t.db.select().from(supportAttachments).limit(1);
    await t.db.update(supportAttachments).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await upload(owner2, png)).status).toBe(201);
    expect(await t.db.select().from(supportAttachments)).toHaveLength(1);
    expect(existsSync(join(t.config.storageDir, 'support', oldOne.path))).toBe(false);
    await t.db.delete(supportAttachments);
  });

  test('uploads sent at once cannot pass the cap together: of 15, nine wait and six are refused', async () => {
    const [me] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner2@example.com'));
    await t.db.delete(supportAttachments).where(eq(supportAttachments.uploadedBy, me.id));
    const answers = await Promise.all(Array.from({ length: 15 }, () => upload(owner2, png)));
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(9).fill(201),
      ...Array<number>(6).fill(422),
    ]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.body.errors).toEqual({
        attachments: 'Send or remove the images waiting first.',
      });
    const waiting = await t.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.uploadedBy, me.id));
    expect(waiting).toHaveLength(9);
    // Every row that waits has its file; a refused upload keeps none.
    for (const row of waiting)
      expect(existsSync(join(t.config.storageDir, 'support', row.path))).toBe(true);
    await t.db.delete(supportAttachments).where(eq(supportAttachments.uploadedBy, me.id));
  });

  test('a guest is sent to log in; an unknown or impossible id is 404', async () => {
    const guest = await upload(new (owner.constructor as typeof Client)(t.app), png);
    expect([302, 401]).toContain(guest.status);
    expect((await owner.get('/dashboard/supports/attachments/999999')).status).toBe(404);
    expect((await owner.get('/dashboard/supports/attachments/2147483648')).status).toBe(404);
    expect((await owner.get('/dashboard/supports/attachments/abc')).status).toBe(404);
  });
});

describe('sending with a ticket or a reply', () => {
  test('a new ticket takes up to 3 images; the thread shows them to the store and the super admin, another store gets 404', async () => {
    const ids = [(await upload(owner, png)).body.id, (await upload(owner, jpeg)).body.id];
    const res = await owner.post('/dashboard/supports', {
      subject: 'Receipt printer',
      body: 'See the photos.',
      attachments: ids,
    });
    expect(res.status).toBe(302);
    const id = Number(res.headers.location.split('/').pop());
    const [first] = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, id));
    expect((await attachmentsOf(first.id)).map((a) => a.id).sort()).toEqual([...ids].sort());
    const props = await thread(owner, id);
    expect(props.messages[0].attachments).toEqual(
      ids.map((a) => ({ id: a, url: `/dashboard/supports/attachments/${a}` })),
    );
    expect(props.limits).toMatchObject({ attachments: 3, attachment_bytes: 2 * 1024 * 1024 });
    for (const c of [owner, manager, admin])
      expect((await c.get(`/dashboard/supports/attachments/${ids[0]}`)).status).toBe(200);
    for (const c of [owner2, partner])
      expect((await c.get(`/dashboard/supports/attachments/${ids[0]}`)).status).toBe(404);
  });

  test('the super admin’s reply takes images too, and the store sees them', async () => {
    const a = (await upload(admin, webp)).body.id;
    await admin.post(`/dashboard/supports/${lotusTicket}/reply`, {
      body: 'Like this.',
      attachments: [a],
    });
    const last = (await thread(owner, lotusTicket)).messages.at(-1);
    expect(last).toMatchObject({ is_staff: true, attachments: [{ id: a }] });
    expect((await owner.get(`/dashboard/supports/attachments/${a}`)).headers['content-type']).toBe(
      'image/webp',
    );
  });

  test('four images, someone else’s upload, or one already sent refuse the whole message beside the field', async () => {
    const before = (await thread(owner, lotusTicket)).messages.length;
    const four = await Promise.all(
      [1, 2, 3, 4].map(async () => (await upload(owner, png)).body.id),
    );
    await owner.post(`/dashboard/supports/${lotusTicket}/reply`, {
      body: 'Four',
      attachments: four,
    });
    expect(
      (await owner.visit(`/dashboard/supports/${lotusTicket}`)).body.props.errors.attachments,
    ).toBe('Attach at most 3 images.');

    const theirs = (await upload(manager, png)).body.id;
    await owner.post(`/dashboard/supports/${lotusTicket}/reply`, {
      body: 'Not mine',
      attachments: [four[0], theirs],
    });
    expect(
      (await owner.visit(`/dashboard/supports/${lotusTicket}`)).body.props.errors.attachments,
    ).toBe('An image is no longer waiting to be sent: remove it and attach it again.');
    // Nothing was sent, and the owner's image is still waiting (the transaction rolled back).
    expect((await thread(owner, lotusTicket)).messages).toHaveLength(before);
    expect(
      (await t.db.select().from(supportAttachments).where(eq(supportAttachments.id, four[0])))[0]
        .messageId,
    ).toBeNull();

    await owner.post(`/dashboard/supports/${lotusTicket}/reply`, {
      body: 'Once',
      attachments: [four[0]],
    });
    expect((await thread(owner, lotusTicket)).messages).toHaveLength(before + 1);
    // The same submit again: its image is on a message already.
    await owner.post(`/dashboard/supports/${lotusTicket}/reply`, {
      body: 'Once',
      attachments: [four[0]],
    });
    expect(
      (await owner.visit(`/dashboard/supports/${lotusTicket}`)).body.props.errors.attachments,
    ).toMatch(/no longer waiting/);
    expect((await thread(owner, lotusTicket)).messages).toHaveLength(before + 1);

    await owner.post(`/dashboard/supports/${lotusTicket}/reply`, {
      body: 'Bad',
      attachments: ['abc'],
    });
    expect((await owner.visit(`/dashboard/supports/${lotusTicket}`)).body.props.errors).toEqual({
      attachments: 'The images are invalid.',
    });
  });
});
