import { z } from 'zod';
import { email, text, tooLong } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

/** A password typed to confirm an action: anything but empty, and not a megabyte to hash. */
const currentPassword = (label: Label = 'password') =>
  z
    .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel(label) }) })
    .min(1, say('validation.field.theFieldIsRequired', { label: sayLabel(label) }))
    .max(255, tooLong(label, 255));

/** Name and email; changing the email also needs the password (a stolen session must not move the account to another mailbox). */
export const profileInformationSchema = z.object({
  name: text('name', 100),
  email: email(),
  password: z.string().max(255, tooLong('password', 255)).optional().default(''),
});

export const updatePasswordSchema = z
  .object({
    current_password: currentPassword('currentPassword'),
    password: z
      .string({
        error: say('validation.field.theFieldIsRequired', { label: sayLabel('password') }),
      })
      .min(8, say('validation.access.thePasswordMustBeAt', { min: 8 }))
      .max(
        200,
        say('validation.field.theMayNotBeLonger', { label: sayLabel('password'), max: 200 }),
      ),
    password_confirmation: z
      .string({ error: say('validation.access.thePasswordConfirmationDoesNot') })
      .max(255, say('validation.access.thePasswordConfirmationDoesNot'))
      .optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    message: say('validation.access.thePasswordConfirmationDoesNot'),
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
    .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel('code') }) })
    .trim()
    .min(1, say('validation.field.theFieldIsRequired', { label: sayLabel('code') }))
    .max(10, say('validation.access.theCodeMustBe6'))
    .regex(/^\d{3} ?\d{3}$/, say('validation.access.theCodeMustBe6')),
});

/** The sign-in challenge: a code from the app, or one recovery code. */
export const twoFactorChallengeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .max(10, say('validation.access.theCodeMustBe6'))
      .regex(/^(\d{3} ?\d{3})?$/, say('validation.access.theCodeMustBe6'))
      .optional()
      .default(''),
    recovery_code: z
      .string()
      .trim()
      .max(21, say('validation.access.theRecoveryCodeIs10'))
      .regex(/^[A-Za-z0-9 -]*$/, say('validation.access.theRecoveryCodeIs10'))
      .optional()
      .default(''),
  })
  .refine((v) => v.code !== '' || v.recovery_code !== '', {
    path: ['code'],
    message: say('validation.access.pleaseEnterTheCodeFrom'),
  });

/** Deleting the account: the password, and for an owner the store's name typed out. */
export const deleteAccountSchema = z.object({
  password: currentPassword(),
  store_name: z.string().max(255, tooLong('storeName', 255)).optional().default(''),
});
