import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { appointmentSettings } from '../../database/schema';
import {
  DEFAULT_APPOINTMENT_SETTINGS,
  getAppointmentSettings,
} from '../../database/queries/appointmentSettings';

let t: TestApp;
let owner: Client;
let lotusId: number;
let roseId: number;
const TAB = '/dashboard/settings?tab=appointment';
const UPDATE = '/dashboard/settings/appointment';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotusId, roseId] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
});
afterAll(() => t.close());

async function nextPage(c: Client = owner) {
  const { props, flash } = (await c.visit(TAB)).body;
  return { ...props, flash };
}
const VALID = {
  slot_step_minutes: 30,
  min_notice_minutes: 120,
  booking_window_days: 60,
  buffer_minutes: 10,
  allow_anyone: false,
  require_confirmation: true,
  cancel_notice_minutes: 1440,
};

describe('the Appointment tab', () => {
  test('a store that never saved sees the schema defaults: hourly slots (docs/requirements.md §9), an hour’s notice, 30 days ahead', async () => {
    const res = await owner.visit(TAB);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Settings/Index');
    expect(res.body.props.tab).toBe('appointment');
    expect(res.body.props.appointment).toEqual({
      slot_step_minutes: 60,
      min_notice_minutes: 60,
      booking_window_days: 30,
      buffer_minutes: 0,
      allow_anyone: true,
      require_confirmation: false,
      cancel_notice_minutes: 120,
    });
    expect(
      await t.db.select().from(appointmentSettings).where(eq(appointmentSettings.storeId, lotusId)),
    ).toEqual([]);
    // The defaults are the schema's: a row inserted with none given reads the same.
    await t.db.insert(appointmentSettings).values({ storeId: roseId });
    expect(await getAppointmentSettings(t.db, roseId)).toEqual(DEFAULT_APPOINTMENT_SETTINGS);
    await t.db.delete(appointmentSettings).where(eq(appointmentSettings.storeId, roseId));
  });

  test('saves with a 303 back to the tab; digits typed as text are numbers; another store is untouched', async () => {
    const res = await owner.send('put', UPDATE, { ...VALID, booking_window_days: ' 60 ' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(TAB);
    const page = await nextPage();
    expect(page.flash.success).toBe('Appointment settings saved.');
    expect(page.appointment).toEqual(VALID);
    expect(await getAppointmentSettings(t.db, roseId)).toEqual(DEFAULT_APPOINTMENT_SETTINGS);
    // Saving again replaces the one row.
    await owner.send('put', UPDATE, { ...VALID, slot_step_minutes: 15, allow_anyone: true });
    expect((await nextPage()).appointment).toMatchObject({
      slot_step_minutes: 15,
      allow_anyone: true,
    });
    expect(
      await t.db.select().from(appointmentSettings).where(eq(appointmentSettings.storeId, lotusId)),
    ).toHaveLength(1);
  });

  test('out-of-range values are refused at once, next to their fields, and nothing changes', async () => {
    const before = await getAppointmentSettings(t.db, lotusId);
    await owner.send('put', UPDATE, {
      slot_step_minutes: 45,
      min_notice_minutes: 10081,
      booking_window_days: 0,
      buffer_minutes: 121,
      allow_anyone: true,
      require_confirmation: false,
      cancel_notice_minutes: 'soon',
    });
    expect((await nextPage()).errors).toEqual({
      slot_step_minutes: 'Choose time slots of 15, 30 or 60 minutes.',
      min_notice_minutes: 'The minimum notice must be from 0 minutes to 7 days.',
      booking_window_days: 'Customers may book from 1 to 365 days ahead.',
      buffer_minutes: 'The buffer must be from 0 to 120 minutes.',
      cancel_notice_minutes: 'The cancellation notice must be from 0 minutes to 7 days.',
    });
    await owner.send('put', UPDATE, {
      ...VALID,
      booking_window_days: 366,
      buffer_minutes: -5,
      slot_step_minutes: 1.5,
    });
    expect((await nextPage()).errors).toEqual({
      slot_step_minutes: 'Choose time slots of 15, 30 or 60 minutes.',
      booking_window_days: 'Customers may book from 1 to 365 days ahead.',
      buffer_minutes: 'The buffer must be from 0 to 120 minutes.',
    });
    expect(await getAppointmentSettings(t.db, lotusId)).toEqual(before);
  });

  test('the manager, without "manage settings", gets 403', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(TAB)).status).toBe(403);
    expect((await manager.send('put', UPDATE, VALID)).status).toBe(403);
  });
});
