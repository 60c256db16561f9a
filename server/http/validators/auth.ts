import { MESSAGES } from '../../../common/messages';
import { z } from 'zod';
import { safePath } from '../validate';
import { checkbox, controlCharacters, email, text, tooLong } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

/** A password as typed at sign-in: anything but empty, and not a megabyte to hash. */
const password = (label: Label = 'password') =>
  z
    .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel(label) }) })
    .min(1, say('validation.field.theFieldIsRequired', { label: sayLabel(label) }))
    .max(255, tooLong(label, 255));

export const loginSchema = z.object({
  email: email(),
  password: password(),
  remember: checkbox().optional().default(false),
  /** The page the guest was sent from (see sessions.create); anything but a path of this site is dropped. */
  redirect: z
    .string()
    .max(2048, tooLong('redirect', 2048))
    .optional()
    .nullable()
    .transform((v) => safePath(v) ?? null),
});

const newPassword = z
  .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel('password') }) })
  .min(8, say('validation.access.thePasswordMustBeAt', { min: 8 }))
  .max(200, say('validation.field.theMayNotBeLonger', { label: sayLabel('password'), max: 200 }));
const confirmation = z
  .string({ error: say('validation.access.thePasswordConfirmationDoesNot') })
  .max(255, say('validation.access.thePasswordConfirmationDoesNot'))
  .optional();

export const registerSchema = z
  .object({
    business_name: text('businessName'),
    name: text('name'),
    email: email(),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    message: say('validation.access.thePasswordConfirmationDoesNot'),
  });

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = z
  .object({
    token: text('token'),
    email: email(),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    message: say('validation.access.thePasswordConfirmationDoesNot'),
  });

export const confirmPasswordSchema = z.object({ password: password() });

/** One credential of the employee login: text within the length its form field allows, blank when not given. */
const credential = (label: Label, max: number, trim = true) => {
  const text = z.string({
    error: say('validation.field.theMustBeText', { label: sayLabel(label) }),
  });
  return (trim ? text.trim() : text)
    .max(max, tooLong(label, max))
    .refine((v) => !/\p{Cc}/u.test(v), controlCharacters(label))
    .optional()
    .default('');
};

/** User ID (the staff number) and password, or a card swipe (docs/requirements.md §2 Confirm Account uses the same credentials). */
export const employeeLoginSchema = z
  .object({
    user_id: credential('userID', 20),
    password: credential('password', 255, false),
    card_swipe_id: credential('cardSwipeID', 100),
  })
  .refine((v) => v.card_swipe_id !== '' || (v.user_id !== '' && v.password !== ''), {
    path: ['user_id'],
    message: MESSAGES.missingCredentials,
  });
