import { z } from 'zod';
import { parsePhone } from '../../../common/phone';
import { parseCents } from '../../../common/money';
import { parseTimeOfDay } from '../../../common/time';

/** Reusable field builders: each parses the way a salon types it and yields what the domain stores. */

export const text = (label: string, max = 255) =>
  z.string({ error: `The ${label} field is required.` }).trim().min(1, `The ${label} field is required.`).max(max, `The ${label} may not be longer than ${max} characters.`);

export const optionalText = (label: string, max = 255) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max, `The ${label} may not be longer than ${max} characters.`).nullable().optional());

export const email = (label = 'email') =>
  z.string({ error: `The ${label} field is required.` }).trim().min(1, `The ${label} field is required.`).pipe(z.email(`The ${label} must be a valid email address.`));

/** 10 digits, optionally with (), dashes, dots or spaces; yields the digits only. */
export const phone = (label = 'phone') =>
  z.string().transform((value, ctx) => {
    const digits = parsePhone(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be a 10-digit phone number.` });
      return z.NEVER;
    }
    return digits;
  });

export const optionalPhone = (label = 'phone') =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), phone(label).nullable());

/** Cents as an integer (what amount fields send) or a dollars text; never negative unless allowed. */
export const cents = (label: string, opts: { min?: number; max?: number } = {}) =>
  z.union([z.string(), z.number()], { error: `The ${label} must be an amount.` }).transform((value, ctx) => {
    const parsed = typeof value === 'number' ? (Number.isSafeInteger(value) ? value : null) : /^\d+$/.test(value.trim()) ? Number(value.trim()) : parseCents(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be an amount.` });
      return z.NEVER;
    }
    if (parsed < (opts.min ?? 0)) {
      ctx.addIssue({ code: 'custom', message: `The ${label} may not be negative.` });
      return z.NEVER;
    }
    if (opts.max !== undefined && parsed > opts.max) {
      ctx.addIssue({ code: 'custom', message: `The ${label} is too large.` });
      return z.NEVER;
    }
    return parsed;
  });

/** A percentage typed as "60" or "62.5", stored as basis points (6000, 6250). */
export const percentBp = (label: string) =>
  z.union([z.string(), z.number()], { error: `The ${label} must be a percentage from 0 to 100.` }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (String(value).trim() === '' || !Number.isFinite(n) || n < 0 || n > 100 || Math.round(n * 100) !== n * 100) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be a percentage from 0 to 100.` });
      return z.NEVER;
    }
    return Math.round(n * 100);
  });

export const timeOfDay = (label: string) =>
  z.string({ error: `The ${label} must be a valid time.` }).transform((value, ctx) => {
    const minutes = parseTimeOfDay(value);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be a valid time.` });
      return z.NEVER;
    }
    return minutes;
  });

export const checkbox = () => z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1, z.boolean());

export const id = (label = 'id') => z.coerce.number({ error: `The ${label} is invalid.` }).int().positive(`The ${label} is invalid.`);
