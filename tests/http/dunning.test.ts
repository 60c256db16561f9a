import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type TestApp } from '../support/app';
import { billingInvoices, customers, subscriptions } from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { storeId } from '../support/lookups';
import { addDays, storeDayBounds } from '../../common/storeTime';
import { runBillingPass } from '../../server/domain/billing/run';
import { READ_ONLY_MESSAGE } from '../../server/http/middleware/account';

let t: TestApp;
let rose: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  rose = await storeId(t.db, 'Rose Nails');
});
afterAll(() => t.close());

const sub = async (store: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, store)))[0];
/** Noon of a store day, as an instant. */
const noon = (tz: string, day: string) =>
  new Date(storeDayBounds(tz, day).start.getTime() + 12 * 3_600_000);

describe('dunning', () => {
  test('past due after a day, read-only after 14 (writes refused with the flash), disabled after 30 with the invoice uncollectible', async () => {
    const open = (
      await t.db
        .select()
        .from(billingInvoices)
        .where(and(eq(billingInvoices.storeId, rose), eq(billingInvoices.status, 'open')))
    )[0];
    const tz = 'America/Los_Angeles';
    const owner = await signedIn(t.app, 'owner2@example.com');
    await runBillingPass(t.db, noon(tz, addDays(open.dueOn, 1)));
    expect(await sub(rose)).toMatchObject({ status: 'past_due', readOnlyAt: null });

    await runBillingPass(t.db, noon(tz, addDays(open.dueOn, 14)));
    expect((await sub(rose)).status).toBe('unpaid');
    const page = await owner.visit('/dashboard/customers');
    expect(page.status).toBe(200);
    expect(page.body.props.account.read_only).toBe(true);
    const res = await owner.post('/dashboard/customers', { name: 'Blocked', phone: '4155550199' });
    expect(res.status).toBe(303);
    expect((await owner.visit('/dashboard/customers')).body.flash.error).toBe(
      english(READ_ONLY_MESSAGE),
    );
    expect(await t.db.select().from(customers).where(eq(customers.name, 'Blocked'))).toEqual([]);

    await runBillingPass(t.db, noon(tz, addDays(open.dueOn, 30)));
    expect((await sub(rose)).disabledAt).not.toBeNull();
    expect(
      (await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, open.id)))[0].status,
    ).toBe('uncollectible');
    const disabled = await owner.visit('/dashboard');
    expect(disabled.body.component).toBe('AccountDisabled');
    expect(english(disabled.body.props.reason)).toBe(
      `Invoice ${open.number} was not paid by ${addDays(open.dueOn, 30)}.`,
    );
    // Run again: nothing more happens.
    expect(await runBillingPass(t.db, noon(tz, addDays(open.dueOn, 31)))).toMatchObject({
      transitions: 0,
    });
  });
});
