import { MESSAGES } from '../../../common/messages';
import { z } from 'zod';
import { checkbox, email, text } from './fields';

export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
  remember: checkbox().optional().default(false),
});

const newPassword = z
  .string({ error: 'The password field is required.' })
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password may not be longer than 200 characters.');

export const registerSchema = z
  .object({
    business_name: text('business name'),
    name: text('name'),
    email: email(),
    password: newPassword,
    password_confirmation: z.string().optional(),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password'], message: 'The password confirmation does not match.' });

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = z
  .object({ token: text('token'), email: email(), password: newPassword, password_confirmation: z.string().optional() })
  .refine((v) => v.password === v.password_confirmation, { path: ['password'], message: 'The password confirmation does not match.' });

export const confirmPasswordSchema = z.object({
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
});

/** Staff number and password, or a card swipe (spec §2 Confirm Account uses the same credentials). */
export const employeeLoginSchema = z
  .object({
    user_id: z.string().trim().optional().default(''),
    password: z.string().optional().default(''),
    card_swipe_id: z.string().trim().optional().default(''),
  })
  .refine((v) => v.card_swipe_id !== '' || (v.user_id !== '' && v.password !== ''), {
    path: ['user_id'],
    message: MESSAGES.missingCredentials,
  });
