import { z } from 'zod';
import { PERMISSIONS, STORE_USER, SUPER_ADMIN } from '../../domain/access/permissions';
import { text } from './fields';
import { say } from '../../../common/said';

const RESERVED = [SUPER_ADMIN, STORE_USER];

/** roles.store and roles.update: a name the store does not reserve, and permissions from docs/requirements.md §6 only. */
export const roleSchema = z.object({
  name: text('name', 60).refine(
    (name) => !RESERVED.includes(name.toLowerCase().replace(/\s+/g, ' ')),
    {
      message: say('validation.access.thisRoleNameIsReserved'),
    },
  ),
  permissions: z
    .array(
      z.enum(PERMISSIONS, { error: say('validation.access.theSelectedPermissionsAreInvalid') }),
      {
        error: say('validation.access.theSelectedPermissionsAreInvalid'),
      },
    )
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type RoleInput = z.infer<typeof roleSchema>;
