import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { stores, tipRules } from '../../database/schema';

let t: TestApp;
let owner: Client;
let lotusId: number;
let roseId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotusId, roseId] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
});
afterAll(() => t.close());

const rulesOf = async (store: number) =>
  (await t.db.select().from(tipRules).where(eq(tipRules.storeId, store)))[0];

async function nextPage(c: Client) {
  const { props, flash } = (await c.visit('/dashboard/tip-rules')).body;
  return { ...props, flash };
}

describe('tip rules', () => {
  test('shows the store’s suggested tips, base and split', async () => {
    const res = await owner.visit('/dashboard/tip-rules');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/TipRules/Index');
    expect(res.body.props.tip_rules).toEqual({
      suggested_percents: [15, 18, 20, 25],
      base: 'subtotal',
      split: 'proportional',
    });
    expect(res.body.props.max_suggested).toBe(6);
  });

  test('saves new rules, smallest first, with a 303 back to the page', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const res = await other.send('put', '/dashboard/tip-rules', {
      suggested_percents: ['22', '18', 30],
      base: 'total',
      split: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/tip-rules');
    const page = await nextPage(other);
    expect(page.flash.success).toBe('Tip rules saved.');
    expect(page.tip_rules).toEqual({
      suggested_percents: [18, 22, 30],
      base: 'total',
      split: 'manual',
    });
    expect(await rulesOf(roseId)).toMatchObject({
      suggestedPercents: [18, 22, 30],
      base: 'total',
      split: 'manual',
    });
    // Lotus is untouched.
    expect(await rulesOf(lotusId)).toMatchObject({
      suggestedPercents: [15, 18, 20, 25],
      base: 'subtotal',
      split: 'proportional',
    });
  });

  test('a store that never saved its rules sees the defaults, and its first save creates its row', async () => {
    const [store] = await t.db.insert(stores).values({ name: 'Fresh Nails' }).returning();
    expect(await rulesOf(store.id)).toBeUndefined();
    const { getTipRules, saveTipRules } = await import('../../database/queries/tipRules');
    expect(await getTipRules(t.db, store.id)).toEqual({
      suggestedPercents: [15, 18, 20, 25],
      base: 'subtotal',
      split: 'proportional',
    });
    await saveTipRules(t.db, store.id, {
      suggestedPercents: [10],
      base: 'subtotal',
      split: 'even',
    });
    expect(await rulesOf(store.id)).toMatchObject({ suggestedPercents: [10], split: 'even' });
  });

  test('reports every error in one pass, each percentage next to its own box, and changes nothing', async () => {
    await owner.send('put', '/dashboard/tip-rules', {
      suggested_percents: ['15', '0', 'abc'],
      base: 'tip',
      split: 'random',
    });
    expect((await nextPage(owner)).errors).toEqual({
      'suggested_percents.1': 'Each suggested percentage must be a whole number from 1 to 100.',
      'suggested_percents.2': 'Each suggested percentage must be a whole number from 1 to 100.',
      base: 'Choose what a tip percentage is taken of.',
      split: 'Choose how a tip is split among technicians.',
    });
    await owner.send('put', '/dashboard/tip-rules', {
      suggested_percents: [15, 18, 20, 25, 30, 35, 40],
      base: 'subtotal',
      split: 'even',
    });
    expect((await nextPage(owner)).errors).toEqual({
      suggested_percents: 'Give from 1 to 6 suggested percentages.',
    });
    await owner.send('put', '/dashboard/tip-rules', {
      suggested_percents: [20, 20],
      base: 'subtotal',
      split: 'even',
    });
    expect((await nextPage(owner)).errors).toEqual({
      suggested_percents: 'Each suggested percentage may appear only once.',
    });
    expect(await rulesOf(lotusId)).toMatchObject({
      suggestedPercents: [15, 18, 20, 25],
      split: 'proportional',
    });
  });

  test('the manager, without "manage settings", gets 403', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/tip-rules')).status).toBe(403);
    expect(
      (
        await manager.send('put', '/dashboard/tip-rules', {
          suggested_percents: [50],
          base: 'total',
          split: 'even',
        })
      ).status,
    ).toBe(403);
    expect(await rulesOf(lotusId)).toMatchObject({ suggestedPercents: [15, 18, 20, 25] });
  });
});
