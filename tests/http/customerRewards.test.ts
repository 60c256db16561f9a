import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { makeCustomer } from '../support/factories';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import { loyaltyEntries, loyaltyRewards, loyaltySettings } from '../../database/schema';

/** customer-rewards.* (the Rewards page), settings.rewards.update and pos.customers.rewards through HTTP. */
let t: TestApp;
let owner: Client;
let kit: TicketKit;
let lotus: number;
let rose: number;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());

const settings = {
  enabled: true,
  earn_mode: 'spend',
  points_per_dollar: '2',
  points_per_visit: '10',
  online_booking_bonus: '0',
  review_bonus: '0',
  available_after_hours: '0',
  minimum_redeem_points: '0',
  expiry_months: '',
};
const reward = {
  name: '$5 off',
  points_cost: '40',
  kind: 'amount_off',
  amount: '500',
  service_id: '',
  is_active: true,
};

describe('Settings → Rewards', () => {
  test('the tab shows the defaults (off, 24 h), saves, and shows every error beside its field', async () => {
    const tab = (await owner.visit('/dashboard/settings?tab=rewards')).body.props;
    expect(tab.tabs.find((x: { key: string }) => x.key === 'rewards').built).toBe(true);
    expect(tab.rewards_settings).toMatchObject({
      enabled: false,
      earn_mode: 'spend',
      available_after_hours: 24,
      expiry_months: '',
    });
    await owner.send('put', '/dashboard/settings/rewards', {
      ...settings,
      points_per_dollar: '500',
      available_after_hours: 'soon',
      expiry_months: '0',
      earn_mode: 'tiers',
    });
    expect((await owner.visit('/dashboard/settings?tab=rewards')).body.props.errors).toEqual({
      earn_mode: 'Choose how points are earned.',
      points_per_dollar: 'Points per dollar must be a whole number from 0 to 100.',
      available_after_hours: 'The delay must be a whole number of hours from 0 to 720.',
      expiry_months: 'Expiry must be a whole number of months from 1 to 120, or empty for never.',
    });
    const res = await owner.send('put', '/dashboard/settings/rewards', {
      ...settings,
      expiry_months: '12',
    });
    expect(res.status).toBe(303);
    const [row] = await t.db
      .select()
      .from(loyaltySettings)
      .where(eq(loyaltySettings.storeId, lotus));
    expect(row).toMatchObject({
      enabled: true,
      pointsPerDollar: 2,
      availableAfterHours: 0,
      expiryMonths: 12,
    });
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.send('put', '/dashboard/settings/rewards', settings)).status).toBe(403);
  });
});

describe('the Rewards page', () => {
  test('creates and edits rewards, refuses bad input beside the field, lists customers with points and the liability', async () => {
    await owner.send('put', '/dashboard/settings/rewards', settings);
    expect((await owner.post('/dashboard/customer-rewards/rewards', reward)).status).toBe(302);
    const [made] = await t.db
      .select()
      .from(loyaltyRewards)
      .where(eq(loyaltyRewards.name, '$5 off'));
    expect(made).toMatchObject({
      storeId: lotus,
      pointsCost: 40,
      kind: 'amount_off',
      amountCents: 500,
      isActive: true,
    });

    await owner.post('/dashboard/customer-rewards/rewards', {
      name: '',
      points_cost: '0',
      kind: 'free_service',
      amount: '',
      service_id: '',
    });
    expect((await owner.visit('/dashboard/customer-rewards')).body.props.errors).toEqual({
      name: 'The name field is required.',
      points_cost: 'The cost must be a whole number of points from 1 to 1000000.',
      service_id: 'Choose the free service.',
    });
    const roseKit = await ticketKit(t.db, 'Rose Nails', ['2001']);
    await owner.post('/dashboard/customer-rewards/rewards', {
      ...reward,
      kind: 'free_service',
      service_id: String(roseKit.service),
    });
    expect((await owner.visit('/dashboard/customer-rewards')).body.props.errors).toEqual({
      service_id: 'That service is not on this salon’s menu.',
    });

    const res = await owner.send('put', `/dashboard/customer-rewards/rewards/${made.id}`, {
      ...reward,
      name: 'Free kit service',
      kind: 'free_service',
      amount: '',
      service_id: String(kit.service),
      points_cost: '100',
    });
    expect(res.status).toBe(303);
    const [edited] = await t.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, made.id));
    expect(edited).toMatchObject({
      kind: 'free_service',
      serviceId: kit.service,
      amountCents: null,
      pointsCost: 100,
    });

    // $40 service at 2 per dollar = 80 points; the free $40 service for 100 points values a point at 40¢: $32.00.
    const customerId = await makeCustomer(t.db, lotus, { name: 'Points Polly' });
    await kit.pay({ customerId });
    const page = await owner.visit('/dashboard/customer-rewards?q=polly');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('Admin/CustomerRewards/Index');
    expect(page.body.props.customers.data).toEqual([
      expect.objectContaining({
        id: customerId,
        name: 'Points Polly',
        available: 80,
        pending: 0,
        lifetime: 80,
      }),
    ]);
    expect(page.body.props.rewards[0]).toMatchObject({
      id: made.id,
      kind: 'free_service',
      amount: null,
      service_id: kit.service,
      service_name: expect.stringMatching(/^Kit service/),
    });
    // What it gives as values: the page says "Free …" in the reader's language.
    expect(page.body.props.rewards[0]).not.toHaveProperty('worth');
    expect(page.body.props.liability.cents).toBe(Math.round(page.body.props.liability.points * 40));
    expect(page.body.props.liability.basis).toMatchObject({ cents_per_point: 40 });

    const ledger = await owner.visit(`/dashboard/customer-rewards/customers/${customerId}`);
    expect(ledger.body.component).toBe('Admin/CustomerRewards/Show');
    expect(ledger.body.props.points).toMatchObject({ available: 80, pending: 0, lifetime: 80 });
    // Instants as ISO strings; the page writes them in the store's zone (docs/features/languages-and-offline.md).
    const [earned] = await t.db
      .select()
      .from(loyaltyEntries)
      .where(eq(loyaltyEntries.customerId, customerId));
    expect(ledger.body.props.entries[0]).not.toHaveProperty('kind_label');
    expect(ledger.body.props.entries).toEqual([
      expect.objectContaining({
        kind: 'earn',
        points: 80,
        created_at: earned.createdAt.toISOString(),
        expires_at: earned.expiresAt?.toISOString() ?? null,
      }),
    ]);

    // Her profile shows her points.
    expect((await owner.visit(`/dashboard/customers/${customerId}`)).body.props.points).toEqual({
      available: 80,
      pending: 0,
      lifetime: 80,
    });

    // The pay screen's look at her points: the reward she can afford now.
    const pos = await owner.visit(`/dashboard/pos/customers/${customerId}/rewards`);
    expect(pos.body).toMatchObject({
      enabled: true,
      points: { available: 80 },
      rewards: [
        expect.objectContaining({
          id: made.id,
          kind: 'free_service',
          service_id: kit.service,
          service_name: expect.stringMatching(/^Kit service/),
          affordable: false,
        }),
      ],
    });
    expect(pos.body.rewards[0]).not.toHaveProperty('worth');
  });

  test('403 without "view customer-reviews"; another store’s reward or customer is a 404', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/customer-rewards')).status).toBe(403);
    expect((await manager.post('/dashboard/customer-rewards/rewards', reward)).status).toBe(403);
    const [roseReward] = await t.db
      .insert(loyaltyRewards)
      .values({ storeId: rose, name: 'Rose', pointsCost: 5, kind: 'amount_off', amountCents: 100 })
      .returning();
    const roseCustomer = await makeCustomer(t.db, rose);
    expect(
      (await owner.send('put', `/dashboard/customer-rewards/rewards/${roseReward.id}`, reward))
        .status,
    ).toBe(404);
    expect(
      (await owner.visit(`/dashboard/customer-rewards/customers/${roseCustomer}`)).status,
    ).toBe(404);
    expect((await owner.visit(`/dashboard/pos/customers/${roseCustomer}/rewards`)).status).toBe(
      404,
    );
    expect((await owner.visit('/dashboard/customer-rewards/customers/99999999999')).status).toBe(
      404,
    );
    const [still] = await t.db
      .select()
      .from(loyaltyRewards)
      .where(eq(loyaltyRewards.id, roseReward.id));
    expect(still.name).toBe('Rose');
  });
});
