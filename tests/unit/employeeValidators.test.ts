import { describe, expect, test } from 'vitest';
import {
  employeeSchema,
  employeeUpdateSchema,
  payrollSettingsSchema,
  workingHoursSchema,
} from '../../server/http/validators/employees';
import { roleSchema } from '../../server/http/validators/roles';
import { fieldErrors } from '../../server/http/validate';
import type { z } from 'zod';

const errors = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldErrors(result.error);
};

const employee = {
  name: 'Lily Tran',
  employee_id: 'A12',
  calendar_color: '#0EA5E9',
  is_active: true,
  password: '1234',
};

describe('the employee form', () => {
  test('stores a phone written with parentheses, dashes or dots as its 10 digits, and blanks as nothing', () => {
    for (const phone of ['(212) 555-0199', '212-555-0199', '212.555.0199', '2125550199']) {
      expect(employeeSchema.parse({ ...employee, phone }).phone).toBe('2125550199');
    }
    expect(
      employeeSchema.parse({
        ...employee,
        phone: '',
        email: '',
        role_id: '',
        card_swipe_id: ' ',
        avatar_url: '',
      }),
    ).toMatchObject({
      phone: null,
      email: null,
      role_id: null,
      card_swipe_id: null,
      avatar_url: null,
      calendar_color: '#0ea5e9',
    });
  });

  test('refuses a short phone, a staff number with symbols, a short password and a colour that is not #rrggbb', () => {
    expect(
      errors(employeeSchema, {
        ...employee,
        phone: '555-0199',
        employee_id: '10-01',
        password: 'abc',
        calendar_color: 'blue',
      }),
    ).toEqual({
      phone: 'The phone must be a 10-digit phone number.',
      employee_id: 'The User ID may only contain letters and numbers.',
      password: 'The password must be at least 4 characters.',
      calendar_color: 'The calendar color must be a color like #2563eb.',
    });
  });

  test('on update a blank password keeps the current one, but a short one is still refused', () => {
    expect(employeeUpdateSchema.parse({ ...employee, password: '' }).password).toBeUndefined();
    expect(errors(employeeUpdateSchema, { ...employee, password: '12' })).toEqual({
      password: 'The password must be at least 4 characters.',
    });
  });
});

describe('the payroll settings form', () => {
  const settings = {
    commission_rate: '60',
    supply_fee_timing: 'before',
    guaranteed_minimum: 60000,
    check_percent: '70',
    hourly_rate: null,
  };

  test('reads a flat supply fee as cents and a percent supply fee as basis points', () => {
    expect(
      payrollSettingsSchema.parse({ ...settings, supply_fee_type: 'flat', supply_fee_value: 500 }),
    ).toEqual({
      commissionRateBp: 6000,
      supplyFeeType: 'flat',
      supplyFeeValue: 500,
      supplyFeeTiming: 'before',
      guaranteedMinimumCents: 60000,
      checkPercentBp: 7000,
      hourlyRateCents: null,
    });
    expect(
      payrollSettingsSchema.parse({
        ...settings,
        supply_fee_type: 'percent',
        supply_fee_value: '2.5',
        commission_rate: '62.5',
      }),
    ).toMatchObject({
      commissionRateBp: 6250,
      supplyFeeValue: 250,
    });
  });

  test('refuses a percent supply fee over 100 and a missing commission rate', () => {
    expect(
      errors(payrollSettingsSchema, {
        ...settings,
        commission_rate: undefined,
        supply_fee_type: 'percent',
        supply_fee_value: '150',
      }),
    ).toEqual({
      commission_rate: 'The commission rate must be a percentage from 0 to 100.',
      supply_fee_value: 'The fee percent must be a percentage from 0 to 100.',
    });
  });
});

describe('the working hours form', () => {
  const open = { off: false, start: '09:00', end: '17:00' };

  test('gives each weekday its minutes, or none when off', () => {
    const week = workingHoursSchema.parse({
      days: [
        { off: true },
        open,
        open,
        open,
        open,
        { off: false, start: '9:00 AM', end: '7:00 PM' },
        open,
      ],
    });
    expect(week[0]).toEqual({ weekday: 0, startMinute: null, endMinute: null });
    expect(week[5]).toEqual({ weekday: 5, startMinute: 540, endMinute: 1140 });
  });

  test('keys a bad range by its weekday', () => {
    expect(
      errors(workingHoursSchema, {
        days: [open, open, { off: false, start: '17:00', end: '09:00' }, open, open, open, open],
      }),
    ).toEqual({
      'days.2': 'The end time must be after the start time.',
    });
  });
});

describe('the role form', () => {
  test('reserves the platform role names whatever their case or spacing', () => {
    expect(errors(roleSchema, { name: 'Super  Admin' })).toEqual({
      name: 'This role name is reserved. Please choose another name.',
    });
    expect(roleSchema.parse({ name: 'Front Desk' })).toEqual({
      name: 'Front Desk',
      permissions: [],
    });
  });
});
