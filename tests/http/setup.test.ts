import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, createTestApp, type TestApp } from '../support/app';
import { plans, stores, subscriptions } from '../../database/schema';
import { addDays, storeToday } from '../../common/storeTime';
import { defaultPlan } from '../../server/domain/billing/trial';
import { seedPlans } from '../../database/seeders/billing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The platform's plans (the demo seed in tests may leave them out).
  if ((await t.db.select().from(plans)).length === 0) await seedPlans(t.db);
});
afterAll(() => t.close());

let n = 0;
/** A new salon signed up through the register form; its owner's client and store. */
async function register(business = 'Opal Nails') {
  n += 1;
  const c = new Client(t.app);
  const email = `opal${n}@example.com`;
  const res = await c.post('/register', { business_name: business, name: 'Opal Owner', email, password: 'secret123', password_confirmation: 'secret123' });
  expect(res.status).toBe(302);
  const [store] = await t.db.select().from(stores).where(eq(stores.name, business));
  return { c, store };
}

describe('registering', () => {
  test('starts a 14-day trial on the default plan (the monthly Salon plan)', async () => {
    const { store } = await register('Opal Nails');
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, store.id));
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, sub.planId));
    expect(plan).toMatchObject({ code: 'salon', interval: 'month', active: true });
    const today = storeToday(store.timezone);
    expect(sub).toMatchObject({ status: 'trialing', currentPeriodStart: today, currentPeriodEnd: addDays(today, 13), trialEndsOn: addDays(today, 13) });
  });

  test('the default plan is the active monthly Salon plan, else the cheapest active monthly one, else none', () => {
    const p = (id: number, code: string, interval: 'month' | 'year', priceCents: number) => ({ id, code, interval, priceCents }) as Parameters<typeof defaultPlan>[0][number];
    expect(defaultPlan([p(1, 'multi', 'month', 14900), p(2, 'salon', 'month', 6900)])?.id).toBe(2);
    expect(defaultPlan([p(1, 'multi', 'month', 14900), p(3, 'starter', 'month', 2900), p(4, 'salon', 'year', 100)])?.id).toBe(3);
    expect(defaultPlan([p(4, 'salon', 'year', 100)])).toBeNull();
    expect(defaultPlan([])).toBeNull();
  });
});
