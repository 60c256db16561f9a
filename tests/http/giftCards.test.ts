import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { giftCardEntries, giftCards } from '../../database/schema';
import { sumGiftCardLedger } from '../../database/queries/giftCards';

/** giftcards.*: balances, liability, balance check, history, adjustments with a reason, switching off and on. */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());

async function card(store: number, code: string, cents: number) {
  const [row] = await t.db
    .insert(giftCards)
    .values({ storeId: store, code, balanceCents: cents, recipientName: 'Test' })
    .returning();
  await t.db.insert(giftCardEntries).values({
    storeId: store,
    giftCardId: row.id,
    kind: 'issue',
    amountCents: cents,
    balanceAfterCents: cents,
    byName: 'test',
  });
  return row.id;
}
const liabilityCents = async () => {
  const rows = await t.db
    .select({ b: giftCards.balanceCents })
    .from(giftCards)
    .where(eq(giftCards.storeId, lotus));
  return rows.reduce((a, r) => a + r.b, 0);
};

describe('giftcards.index', () => {
  test('lists cards with balances and the store’s outstanding liability (sum of balances), searched by code', async () => {
    await card(lotus, 'LIST-AAAA', 2500);
    await card(rose, 'ROSE-ONLY', 9900);
    const res = await owner.visit('/dashboard/giftcards');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Giftcards/Index');
    expect(res.body.props.liability.amount_cents).toBe(await liabilityCents());
    const codes = res.body.props.giftcards.data.map((c: { code: string }) => c.code);
    expect(codes).toContain('LIST-AAAA');
    expect(codes).not.toContain('ROSE-ONLY');
    const found = await owner.visit('/dashboard/giftcards?q=list-a');
    expect(found.body.props.giftcards.data).toEqual([
      expect.objectContaining({
        code: 'LIST-AAAA',
        balance_cents: 2500,
        issued_cents: 2500,
        recipient: 'Test',
        is_active: true,
      }),
    ]);
  });

  test('checks a balance by code in any case; an unknown or other store’s code is not found', async () => {
    const id = await card(lotus, 'CHECK-ME', 1234);
    expect((await owner.visit('/dashboard/giftcards?check=check-me')).body.props.checked).toEqual({
      found: true,
      id,
      code: 'CHECK-ME',
      balance_cents: 1234,
      is_active: true,
    });
    expect((await owner.visit('/dashboard/giftcards?check=ROSE-ONLY')).body.props.checked).toEqual({
      found: false,
      message: 'No gift card has this code.',
    });
  });

  test('the manager, without "view giftcards", gets 403', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/giftcards')).status).toBe(403);
  });
});

describe('giftcards.show, adjust and toggle', () => {
  test('shows the card’s history from its ledger', async () => {
    const id = await card(lotus, 'HIST-1', 5000);
    const res = await owner.visit(`/dashboard/giftcards/${id}`);
    expect(res.body.component).toBe('Admin/Giftcards/Show');
    expect(res.body.props.giftcard).toMatchObject({
      code: 'HIST-1',
      balance_cents: 5000,
      is_active: true,
    });
    const [made] = await t.db.select().from(giftCards).where(eq(giftCards.id, id));
    expect(res.body.props.giftcard.created_at).toBe(made.createdAt.toISOString());
    expect(res.body.props.entries).toEqual([
      expect.objectContaining({
        kind: 'issue',
        label: 'Sold',
        amount_cents: 5000,
        balance_after_cents: 5000,
      }),
    ]);
    expect(res.body.props.can_manage).toBe(true);
  });

  test('an adjustment with a reason moves the balance through the ledger; below zero is refused', async () => {
    const id = await card(lotus, 'ADJ-1', 1000);
    const res = await owner.post(`/dashboard/giftcards/${id}/adjust`, {
      direction: 'add',
      amount: 500,
      reason: 'Goodwill',
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/dashboard/giftcards/${id}`);
    await owner.post(`/dashboard/giftcards/${id}/adjust`, {
      direction: 'remove',
      amount: 2000,
      reason: 'Too much',
    });
    const page = await owner.visit(`/dashboard/giftcards/${id}`);
    expect(page.body.props.errors).toEqual({
      amount: 'This gift card has only $15.00: a balance cannot go below zero.',
    });
    expect(page.body.props.entries[0]).toMatchObject({
      kind: 'adjust',
      amount_cents: 500,
      balance_after_cents: 1500,
      reason: 'Goodwill',
      by: 'Linh Owner',
    });
    expect(await sumGiftCardLedger(t.db, lotus, id)).toBe(1500);
    expect((await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0].balanceCents).toBe(
      1500,
    );
  });

  test('an adjustment needs a reason and an amount, shown next to the fields', async () => {
    const id = await card(lotus, 'ADJ-2', 1000);
    await owner.post(`/dashboard/giftcards/${id}/adjust`, {
      direction: 'sideways',
      amount: '',
      reason: '',
    });
    expect((await owner.visit(`/dashboard/giftcards/${id}`)).body.props.errors).toEqual({
      direction: 'Choose add or remove.',
      amount: 'The amount must be an amount.',
      reason: 'The reason field is required.',
    });
  });

  test('switches a card off and on (303)', async () => {
    const id = await card(lotus, 'TOGGLE-1', 1000);
    const off = await owner.send('put', `/dashboard/giftcards/${id}/active`, { is_active: false });
    expect(off.status).toBe(303);
    expect((await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0].isActive).toBe(
      false,
    );
    await owner.send('put', `/dashboard/giftcards/${id}/active`, { is_active: true });
    expect((await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0].isActive).toBe(
      true,
    );
  });

  test('another store’s card is a 404', async () => {
    const id = await card(rose, 'ROSE-404', 1000);
    expect((await owner.visit(`/dashboard/giftcards/${id}`)).status).toBe(404);
    expect(
      (
        await owner.post(`/dashboard/giftcards/${id}/adjust`, {
          direction: 'add',
          amount: 100,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (await owner.send('put', `/dashboard/giftcards/${id}/active`, { is_active: false })).status,
    ).toBe(404);
  });
});
