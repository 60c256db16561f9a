import { describe, expect, test } from 'vitest';
import {
  BUFFER_CHOICES,
  CANCEL_NOTICE_CHOICES,
  durationLabel,
  MAX_BUFFER_MINUTES,
  MAX_NOTICE_MINUTES,
  NOTICE_CHOICES,
} from '../../common/appointmentSettings';
import { appointmentSettingsSchema } from '../../server/http/validators/appointmentSettings';

describe('appointment settings', () => {
  test('durations read as a person says them', () => {
    expect(durationLabel(0)).toBe('0 minutes');
    expect(durationLabel(1)).toBe('1 minute');
    expect(durationLabel(45)).toBe('45 minutes');
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(90)).toBe('1 hour 30 minutes');
    expect(durationLabel(720)).toBe('12 hours');
    expect(durationLabel(1440)).toBe('1 day');
    expect(durationLabel(2880)).toBe('2 days');
    expect(durationLabel(1500)).toBe('25 hours');
  });

  test('every choice the form offers is one the server takes', () => {
    const base = {
      slot_step_minutes: 60,
      min_notice_minutes: 0,
      booking_window_days: 1,
      buffer_minutes: 0,
      allow_anyone: 'on',
      require_confirmation: false,
      cancel_notice_minutes: 0,
    };
    for (const m of NOTICE_CHOICES)
      expect(appointmentSettingsSchema.safeParse({ ...base, min_notice_minutes: m }).success).toBe(
        true,
      );
    for (const m of BUFFER_CHOICES)
      expect(appointmentSettingsSchema.safeParse({ ...base, buffer_minutes: m }).success).toBe(
        true,
      );
    for (const m of CANCEL_NOTICE_CHOICES)
      expect(
        appointmentSettingsSchema.safeParse({ ...base, cancel_notice_minutes: m }).success,
      ).toBe(true);
    expect(appointmentSettingsSchema.parse({ ...base, booking_window_days: '365' })).toMatchObject({
      booking_window_days: 365,
      allow_anyone: true,
    });
    expect(
      appointmentSettingsSchema.safeParse({ ...base, buffer_minutes: MAX_BUFFER_MINUTES + 1 })
        .success,
    ).toBe(false);
    expect(
      appointmentSettingsSchema.safeParse({ ...base, min_notice_minutes: MAX_NOTICE_MINUTES + 1 })
        .success,
    ).toBe(false);
    expect(appointmentSettingsSchema.safeParse({ ...base, slot_step_minutes: 20 }).success).toBe(
      false,
    );
  });
});
