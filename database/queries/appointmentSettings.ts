import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appointmentSettings } from '../schema';
import { clock } from '../../common/clock';

// Settings tab "Appointment": one row per store, made on first save; a store without one uses the defaults.

export interface AppointmentSettingsValues {
  slotStepMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
  bufferMinutes: number;
  allowAnyone: boolean;
  requireConfirmation: boolean;
  /** How long before the start a customer may still cancel or reschedule through the emailed link. */
  cancelNoticeMinutes: number;
}

/** The schema's defaults (database/schema/appointments.ts): hourly slots as docs/requirements.md §9, an hour's notice, 30 days ahead. */
export const DEFAULT_APPOINTMENT_SETTINGS: AppointmentSettingsValues = {
  slotStepMinutes: 60,
  minNoticeMinutes: 60,
  bookingWindowDays: 30,
  bufferMinutes: 0,
  allowAnyone: true,
  requireConfirmation: false,
  cancelNoticeMinutes: 120,
};

const columns = {
  slotStepMinutes: appointmentSettings.slotStepMinutes,
  minNoticeMinutes: appointmentSettings.minNoticeMinutes,
  bookingWindowDays: appointmentSettings.bookingWindowDays,
  bufferMinutes: appointmentSettings.bufferMinutes,
  allowAnyone: appointmentSettings.allowAnyone,
  requireConfirmation: appointmentSettings.requireConfirmation,
  cancelNoticeMinutes: appointmentSettings.cancelNoticeMinutes,
};

export async function getAppointmentSettings(
  db: Db,
  storeId: number,
): Promise<AppointmentSettingsValues> {
  const [row] = await db
    .select(columns)
    .from(appointmentSettings)
    .where(eq(appointmentSettings.storeId, storeId));
  return row ?? { ...DEFAULT_APPOINTMENT_SETTINGS };
}

/** Insert or replace the store's row. */
export async function saveAppointmentSettings(
  db: Db,
  storeId: number,
  values: AppointmentSettingsValues,
) {
  await db
    .insert(appointmentSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: appointmentSettings.storeId,
      set: { ...values, updatedAt: clock.now() },
    });
}
