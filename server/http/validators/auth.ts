import { MESSAGES } from '../../../common/messages';
import { z } from 'zod';
import { safePath } from '../validate';
import { checkbox, controlCharacters, email, text, tooLong } from './fields';

/** A password as typed at sign-in: anything but empty, and not a megabyte to hash. */
const password = (label = 'password') =>
  z
    .string({ error: `The ${label} field is required.` })
    .min(1, `The ${label} field is required.`)
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
  .string({ error: 'The password field is required.' })
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password may not be longer than 200 characters.');
const confirmation = z
  .string({ error: 'The password confirmation does not match.' })
  .max(255, 'The password confirmation does not match.')
  .optional();

export const registerSchema = z
  .object({
    business_name: text('business name'),
    name: text('name'),
    email: email(),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    message: 'The password confirmation does not match.',
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
    message: 'The password confirmation does not match.',
  });

export const confirmPasswordSchema = z.object({ password: password() });

/** One credential of the employee login: text within the length its form field allows, blank when not given. */
const credential = (label: string, max: number, trim = true) => {
  const text = z.string({ error: `The ${label} must be text.` });
  return (trim ? text.trim() : text)
    .max(max, tooLong(label, max))
    .refine((v) => !/\p{Cc}/u.test(v), controlCharacters(label))
    .optional()
    .default('');
};

/** User ID (the staff number) and password, or a card swipe (docs/requirements.md §2 Confirm Account uses the same credentials). */
export const employeeLoginSchema = z
  .object({
    user_id: credential('User ID', 20),
    password: credential('password', 255, false),
    card_swipe_id: credential('card swipe ID', 100),
  })
  .refine((v) => v.card_swipe_id !== '' || (v.user_id !== '' && v.password !== ''), {
    path: ['user_id'],
    message: MESSAGES.missingCredentials,
  });
