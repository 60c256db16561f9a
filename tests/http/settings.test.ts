import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { stores, storeSettings } from '../../database/schema';

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

const storeRow = async (id: number) =>
  (await t.db.select().from(stores).where(eq(stores.id, id)))[0];
const settingsRow = async (id: number) =>
  (await t.db.select().from(storeSettings).where(eq(storeSettings.storeId, id)))[0];

async function nextPage(c: Client, tab: string) {
  const { props, flash } = (await c.visit(`/dashboard/settings?tab=${tab}`)).body;
  return { ...props, flash };
}

const TABS = [
  'appointment',
  'business',
  'checkins',
  'invoice',
  'notification',
  'pax',
  'payment',
  'review-sms',
  'rewards',
  'tip',
];
const BUILT = [
  'appointment',
  'business',
  'checkins',
  'invoice',
  'notification',
  'pax',
  'payment',
  'review-sms',
  'rewards',
  'tip',
];

describe('the settings page', () => {
  test('has the spec’s ten tabs and opens on Business info', async () => {
    const res = await owner.visit('/dashboard/settings');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Settings/Index');
    const { tab, tabs, business, time_zones, invoice } = res.body.props;
    expect(tab).toBe('business');
    expect(tabs.map((x: { key: string }) => x.key)).toEqual(TABS);
    expect(tabs.map((x: { label: string }) => x.label)).toEqual([
      'Appointment',
      'Business info',
      'Check-ins',
      'Invoice',
      'Notification',
      'PAX credit',
      'Payment',
      'Review SMS',
      'Rewards',
      'Tip',
    ]);
    expect(
      tabs.filter((x: { built: boolean }) => x.built).map((x: { key: string }) => x.key),
    ).toEqual(BUILT);
    expect(business).toEqual({
      name: 'Lotus Nail Spa',
      address: '12 Main St, New York, NY',
      phone: '2125550100',
      timezone: 'America/New_York',
      region: 'en-US',
      receipt_logo_url: '',
    });
    expect(time_zones[0]).toEqual({ zone: 'America/New_York', label: 'Eastern (New York)' });
    // Only the open tab's values travel.
    expect(invoice).toBeUndefined();
  });

  test('each tab is chosen with ?tab=, and an unknown one shows Business info', async () => {
    expect((await owner.visit('/dashboard/settings?tab=invoice')).body.props).toMatchObject({
      tab: 'invoice',
      invoice: {
        receipt_header: 'Open Tuesday–Sunday, 9 AM–7 PM. Walk-ins welcome.',
        receipt_footer:
          'Thank you for visiting Lotus Nail Spa! Book your next visit at the front desk.',
        ticket_prefix: 'L-',
        print_technician_names: true,
      },
      ticket_prefix_max: 8,
    });
    const payment = (await owner.visit('/dashboard/settings?tab=payment')).body.props;
    expect(payment.payment).toEqual({
      accepted_tenders: ['cash', 'credit_card', 'gift_card', 'coupon', 'check'],
    });
    expect(payment.tenders.map((x: { label: string }) => x.label)).toEqual([
      'Cash',
      'Credit Card',
      'Gift Card',
      'Coupon',
      'Check',
    ]);
    expect((await owner.visit('/dashboard/settings?tab=tip')).body.props.tip).toEqual({
      suggested_percents: [15, 18, 20, 25],
      base: 'subtotal',
      split: 'proportional',
    });
    const later = (await owner.visit('/dashboard/settings?tab=pax')).body.props;
    expect(later.tab).toBe('pax');
    expect(Object.keys(later)).not.toEqual(
      expect.arrayContaining(['business', 'invoice', 'payment', 'tip']),
    );
    expect((await owner.visit('/dashboard/settings?tab=%00bogus')).body.props.tab).toBe('business');
  });
});

describe('business info', () => {
  test('saves name, address, phone as digits, a listed time zone and the receipt logo; the shell shows the new name', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const res = await other.send('put', '/dashboard/settings/business', {
      name: 'Rose Nails & Spa',
      address: '81 Market St, San Francisco, CA',
      phone: '(415) 555-0199',
      timezone: 'america/denver',
      receipt_logo_url: 'https://example.com/rose.png',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/settings?tab=business');
    const page = await nextPage(other, 'business');
    expect(page.flash.success).toBe('Business info saved.');
    expect(page.business).toEqual({
      name: 'Rose Nails & Spa',
      address: '81 Market St, San Francisco, CA',
      phone: '4155550199',
      timezone: 'America/Denver',
      // Left out of the form, the region stays.
      region: 'en-US',
      receipt_logo_url: 'https://example.com/rose.png',
    });
    expect(await storeRow(roseId)).toMatchObject({
      name: 'Rose Nails & Spa',
      timezone: 'America/Denver',
      phone: '4155550199',
    });
    expect((await settingsRow(roseId)).receiptLogoUrl).toBe('https://example.com/rose.png');
    // The signed-in owner's cached store follows: the shell's store name and the zone "today" is counted in.
    expect(page.store).toEqual({
      name: 'Rose Nails & Spa',
      timezone: 'America/Denver',
      region: 'en-US',
    });
    await t.db
      .update(stores)
      .set({
        name: 'Rose Nails',
        timezone: 'America/Los_Angeles',
        phone: '4155550100',
        address: '80 Market St, San Francisco, CA',
      })
      .where(eq(stores.id, roseId));
  });

  test('takes any IANA zone by name, and clears the optional fields', async () => {
    const [store] = await t.db.select().from(stores).where(eq(stores.id, lotusId));
    await owner.send('put', '/dashboard/settings/business', {
      name: store.name,
      address: '',
      phone: '',
      timezone: 'Europe/Lisbon',
      receipt_logo_url: '',
    });
    expect((await nextPage(owner, 'business')).business).toEqual({
      name: 'Lotus Nail Spa',
      address: '',
      phone: '',
      timezone: 'Europe/Lisbon',
      region: 'en-US',
      receipt_logo_url: '',
    });
    await t.db
      .update(stores)
      .set({ address: store.address, phone: store.phone, timezone: store.timezone })
      .where(eq(stores.id, lotusId));
  });

  test('reports every error in one pass and changes nothing', async () => {
    await owner.send('put', '/dashboard/settings/business', {
      name: '',
      address: 'x'.repeat(300),
      phone: '555-12',
      timezone: 'Mars/Olympus',
      region: 'fr-FR',
      receipt_logo_url: 'ftp://logo',
    });
    expect((await nextPage(owner, 'business')).errors).toEqual({
      name: 'The business name field is required.',
      address: 'The address may not be longer than 255 characters.',
      phone: 'The phone must be a 10-digit phone number.',
      timezone: 'The time zone must be a time zone name like America/New_York.',
      region: 'Choose the store’s region from the list.',
      receipt_logo_url: 'The receipt logo URL must be a valid web address.',
    });
    expect(await storeRow(lotusId)).toMatchObject({
      name: 'Lotus Nail Spa',
      timezone: 'America/New_York',
      region: 'en-US',
      phone: '2125550100',
    });
  });
});

describe('the store’s region (docs/features/languages-and-offline.md)', () => {
  const form = async (id: number, extra: Record<string, unknown>) => {
    const row = await storeRow(id);
    return {
      name: row.name,
      address: row.address ?? '',
      phone: row.phone ?? '',
      timezone: row.timezone,
      receipt_logo_url: '',
      ...extra,
    };
  };

  test('the business tab offers the regions as codes, the store’s own chosen; every store starts as en-US', async () => {
    const page = await nextPage(owner, 'business');
    expect(page.regions).toEqual(['en-US', 'en-CA']);
    expect(page.business.region).toBe('en-US');
    // The page names them: no English label travels.
    expect(JSON.stringify(page.regions)).not.toMatch(/United States|Canada/);
    const rows = await t.db.select({ region: stores.region }).from(stores);
    expect(new Set(rows.map((r) => r.region))).toEqual(new Set(['en-US']));
  });

  test('saved with the rest of the form; the shared props carry it on every page, beside the zone', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const res = await other.send(
      'put',
      '/dashboard/settings/business',
      await form(roseId, {
        region: 'en-CA',
        name: 'Rose Nails Toronto',
        timezone: 'America/Toronto',
      }),
    );
    expect(res.status).toBe(303);
    const page = await nextPage(other, 'business');
    expect(page.flash.success).toBe('Business info saved.');
    expect(page.business).toMatchObject({ name: 'Rose Nails Toronto', region: 'en-CA' });
    expect(await storeRow(roseId)).toMatchObject({
      name: 'Rose Nails Toronto',
      timezone: 'America/Toronto',
      region: 'en-CA',
    });
    expect(page.store).toEqual({
      name: 'Rose Nails Toronto',
      timezone: 'America/Toronto',
      region: 'en-CA',
    });
    // A page that sends its own store prop sends the region too (it stands in for the shared one).
    const dashboard = (await other.visit('/dashboard')).body.props;
    expect(dashboard.store).toEqual(page.store);
    // Left out of a later save, it stays.
    await other.send('put', '/dashboard/settings/business', await form(roseId, {}));
    expect((await storeRow(roseId)).region).toBe('en-CA');
    // Back to the demo's values.
    await other.send(
      'put',
      '/dashboard/settings/business',
      await form(roseId, { region: 'en-US', name: 'Rose Nails', timezone: 'America/Los_Angeles' }),
    );
    expect(await storeRow(roseId)).toMatchObject({ region: 'en-US', name: 'Rose Nails' });
  });

  test('a value off the list is a field error beside the field, not a 500, and nothing is saved', async () => {
    for (const region of ['fr-CA', 'EN-CA', '', 7, ['en-CA']]) {
      const res = await owner.send(
        'put',
        '/dashboard/settings/business',
        await form(lotusId, { region, name: 'Renamed' }),
      );
      expect(res.status, String(region)).toBe(303);
      expect((await nextPage(owner, 'business')).errors).toEqual({
        region: 'Choose the store’s region from the list.',
      });
    }
    expect(await storeRow(lotusId)).toMatchObject({ name: 'Lotus Nail Spa', region: 'en-US' });
  });

  test('an owner changes her own store only: another store’s id in the form changes nothing there', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    await other.send(
      'put',
      '/dashboard/settings/business',
      await form(roseId, { region: 'en-CA', store_id: lotusId, id: lotusId }),
    );
    expect((await storeRow(lotusId)).region).toBe('en-US');
    expect((await storeRow(roseId)).region).toBe('en-CA');
    expect((await owner.visit('/dashboard')).body.props.store.region).toBe('en-US');
    await other.send(
      'put',
      '/dashboard/settings/business',
      await form(roseId, { region: 'en-US' }),
    );
    expect((await storeRow(roseId)).region).toBe('en-US');
  });
});

describe('invoice settings', () => {
  test('saves header, footer, prefix and whether technicians’ names print', async () => {
    const before = await settingsRow(lotusId);
    const res = await owner.send('put', '/dashboard/settings/invoice', {
      receipt_header: 'Line one\nLine two',
      receipt_footer: '',
      ticket_prefix: 'LNS-',
      print_technician_names: false,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/settings?tab=invoice');
    const page = await nextPage(owner, 'invoice');
    expect(page.flash.success).toBe('Invoice settings saved.');
    expect(page.invoice).toEqual({
      receipt_header: 'Line one\nLine two',
      receipt_footer: '',
      ticket_prefix: 'LNS-',
      print_technician_names: false,
      coupon_mode: 'tender',
    });
    await t.db.update(storeSettings).set(before).where(eq(storeSettings.storeId, lotusId));
  });

  test('refuses a long or odd prefix and a control character, all at once', async () => {
    await owner.send('put', '/dashboard/settings/invoice', {
      receipt_header: 'Bell\u0007',
      receipt_footer: 'y'.repeat(501),
      ticket_prefix: 'LOTUS #1',
      print_technician_names: true,
    });
    expect((await nextPage(owner, 'invoice')).errors).toEqual({
      receipt_header: 'The receipt header may not contain control characters.',
      receipt_footer: 'The receipt footer may not be longer than 500 characters.',
      ticket_prefix: 'The ticket number prefix may only contain letters, digits and dashes.',
    });
    expect((await settingsRow(lotusId)).ticketPrefix).toBe('L-');
  });
});

describe('payment settings', () => {
  test('saves the tenders the store accepts, in the spec’s order', async () => {
    const res = await owner.send('put', '/dashboard/settings/payment', {
      accepted_tenders: ['check', 'cash', 'credit_card'],
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/settings?tab=payment');
    const page = await nextPage(owner, 'payment');
    expect(page.flash.success).toBe('Payment settings saved.');
    expect(page.payment.accepted_tenders).toEqual(['cash', 'credit_card', 'check']);
    await owner.send('put', '/dashboard/settings/payment', {
      accepted_tenders: ['cash', 'credit_card', 'gift_card', 'coupon', 'check'],
    });
  });

  test('needs at least one, and only the five tenders', async () => {
    await owner.send('put', '/dashboard/settings/payment', { accepted_tenders: [] });
    expect((await nextPage(owner, 'payment')).errors).toEqual({
      accepted_tenders: 'Choose at least one way to pay.',
    });
    await owner.send('put', '/dashboard/settings/payment', {});
    expect((await nextPage(owner, 'payment')).errors).toEqual({
      accepted_tenders: 'Choose at least one way to pay.',
    });
    await owner.send('put', '/dashboard/settings/payment', {
      accepted_tenders: ['cash', 'bitcoin'],
    });
    expect((await nextPage(owner, 'payment')).errors).toEqual({
      'accepted_tenders.1': 'The selected way to pay is invalid.',
    });
    expect((await settingsRow(lotusId)).acceptedTenders).toEqual([
      'cash',
      'credit_card',
      'gift_card',
      'coupon',
      'check',
    ]);
  });

  test('a store without a settings row gets one on its first save, with the defaults for the rest', async () => {
    const [store] = await t.db.insert(stores).values({ name: 'New Salon' }).returning();
    const { getStoreSettings, saveStoreSettings } =
      await import('../../database/queries/storeSettings');
    expect((await getStoreSettings(t.db, store.id)).receiptFooter).toBe(
      'Thank you! See you again soon.',
    );
    await saveStoreSettings(t.db, store.id, { acceptedTenders: ['cash'] });
    expect(await settingsRow(store.id)).toMatchObject({
      acceptedTenders: ['cash'],
      ticketPrefix: '',
      printTechnicianNames: true,
    });
  });
});

describe('permissions', () => {
  test('the manager, without "manage settings", gets 403 on every settings route', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/settings')).status).toBe(403);
    expect(
      (await manager.send('put', '/dashboard/settings/business', { name: 'Mine', timezone: 'UTC' }))
        .status,
    ).toBe(403);
    expect(
      (await manager.send('put', '/dashboard/settings/invoice', { ticket_prefix: 'M' })).status,
    ).toBe(403);
    expect(
      (await manager.send('put', '/dashboard/settings/payment', { accepted_tenders: ['cash'] }))
        .status,
    ).toBe(403);
    expect(await storeRow(lotusId)).toMatchObject({ name: 'Lotus Nail Spa' });
    expect(await settingsRow(lotusId)).toMatchObject({
      ticketPrefix: 'L-',
      acceptedTenders: ['cash', 'credit_card', 'gift_card', 'coupon', 'check'],
    });
  });

  test('each store changes only its own settings', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    await other.send('put', '/dashboard/settings/invoice', {
      receipt_header: '',
      receipt_footer: 'Rose only',
      ticket_prefix: 'RN-',
      print_technician_names: true,
    });
    expect((await settingsRow(roseId)).ticketPrefix).toBe('RN-');
    expect((await settingsRow(lotusId)).ticketPrefix).toBe('L-');
  });
});
