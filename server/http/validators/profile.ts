import { z } from 'zod';
import { email, text, tooLong } from './fields';

/** A password typed to confirm an action: anything but empty, and not a megabyte to hash. */
const currentPassword = (label = 'password') =>
  z
    .string({ error: `The ${label} field is required.` })
    .min(1, `The ${label} field is required.`)
    .max(255, tooLong(label, 255));

/** Name and email; changing the email also needs the password (a stolen session must not move the account to another mailbox). */
export const profileInformationSchema = z.object({
  name: text('name', 100),
  email: email(),
  password: z.string().max(255, tooLong('password', 255)).optional().default(''),
});

export const updatePasswordSchema = z
  .object({
    current_password: currentPassword('current password'),
    password: z
      .string({ error: 'The password field is required.' })
      .min(8, 'The password must be at least 8 characters.')
      .max(200, 'The password may not be longer than 200 characters.'),
    password_confirmation: z
      .string({ error: 'The password confirmation does not match.' })
      .max(255, 'The password confirmation does not match.')
      .optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    message: 'The password confirmation does not match.',
  });

export const passwordOnlySchema = z.object({ password: currentPassword() });

/** The password when the form asked for it; empty when this session confirmed it a few minutes ago. */
const recentPassword = z.string().max(255, tooLong('password', 255)).optional().default('');

/** Setting up two-factor: the password, unless this session confirmed it just now. */
export const enableTwoFactorSchema = z.object({ password: recentPassword });

/** The first code from the authenticator app, to turn two-factor on (and the password, when its confirmation lapsed). */
export const confirmTwoFactorSchema = z.object({
  password: recentPassword,
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .min(1, 'The code field is required.')
    .max(10, 'The code must be 6 digits.')
    .regex(/^\d{3} ?\d{3}$/, 'The code must be 6 digits.'),
});

/** The sign-in challenge: a code from the app, or one recovery code. */
export const twoFactorChallengeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .max(10, 'The code must be 6 digits.')
      .regex(/^(\d{3} ?\d{3})?$/, 'The code must be 6 digits.')
      .optional()
      .default(''),
    recovery_code: z
      .string()
      .trim()
      .max(21, 'The recovery code is 10 letters and digits.')
      .regex(/^[A-Za-z0-9 -]*$/, 'The recovery code is 10 letters and digits.')
      .optional()
      .default(''),
  })
  .refine((v) => v.code !== '' || v.recovery_code !== '', {
    path: ['code'],
    message: 'Please enter the code from your authenticator app.',
  });

/** Deleting the account: the password, and for an owner the store's name typed out. */
export const deleteAccountSchema = z.object({
  password: currentPassword(),
  store_name: z.string().max(255, tooLong('store name', 255)).optional().default(''),
});
