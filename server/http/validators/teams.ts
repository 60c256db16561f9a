import { z } from 'zod';
import { TEAM_ROLES } from '../../../common/teamRoles';
import { email, id, optionalText, text } from './fields';
import { parseTimeZone } from './settings';

const ZONE_MESSAGE = 'The time zone must be a time zone name like America/New_York.';
const ROLE_MESSAGE = 'Choose a role: owner, manager or front desk.';

const role = () => z.enum(TEAM_ROLES, { error: ROLE_MESSAGE });

/** teams.store / teams.update: the team's name. */
export const teamSchema = z.object({ name: text('name', 80) });

/** teams.switch_store: the store to work in (membership is checked by the actor query, not here). */
export const switchStoreSchema = z.object({ store_id: id('store') });

/** teams.locations.store: a new location of the team. */
export const locationSchema = z.object({
  name: text('name', 120),
  timezone: z
    .string({ error: ZONE_MESSAGE })
    .max(100, ZONE_MESSAGE)
    .transform((value, ctx) => {
      const zone = parseTimeZone(value);
      if (!zone) {
        ctx.addIssue({ code: 'custom', message: ZONE_MESSAGE });
        return z.NEVER;
      }
      return zone;
    }),
  address: optionalText('address', 255),
});

/** team-invitations.store: who, with which role, landing in which of the team's stores. */
export const invitationSchema = z.object({
  email: email(),
  role: role(),
  store_id: id('location'),
});

/** team-members.update: the member's new role. */
export const memberRoleSchema = z.object({ role: role() });

const newPassword = z
  .string({ error: 'The password field is required.' })
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password may not be longer than 200 characters.');

/** team-invitations.accept without an account: the new account's name and password (the address is the invitation's). */
export const acceptNewAccountSchema = z
  .object({
    name: text('name'),
    password: newPassword,
    password_confirmation: z
      .string({ error: 'The password confirmation does not match.' })
      .max(255, 'The password confirmation does not match.')
      .optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    message: 'The password confirmation does not match.',
  });
