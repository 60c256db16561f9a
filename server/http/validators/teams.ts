import { z } from 'zod';
import { sayLabel } from '../../../common/labels';
import { TEAM_ROLES } from '../../../common/teamRoles';
import { email, id, optionalText, text } from './fields';
import { parseTimeZone } from './settings';
import { say } from '../../../common/said';

const ZONE_MESSAGE = say('validation.settings.theTimeZoneMustBe');
const ROLE_MESSAGE = say('validation.teams.chooseARoleOwnerManager');

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
  .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel('password') }) })
  .min(8, say('validation.access.thePasswordMustBeAt', { min: 8 }))
  .max(200, say('validation.field.theMayNotBeLonger', { label: sayLabel('password'), max: 200 }));

/** team-invitations.accept without an account: the new account's name and password (the address is the invitation's). */
export const acceptNewAccountSchema = z
  .object({
    name: text('name'),
    password: newPassword,
    password_confirmation: z
      .string({ error: say('validation.access.thePasswordConfirmationDoesNot') })
      .max(255, say('validation.access.thePasswordConfirmationDoesNot'))
      .optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    message: say('validation.access.thePasswordConfirmationDoesNot'),
  });
