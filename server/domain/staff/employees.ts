import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import {
  createEmployee as insertEmployee,
  findEmployeeConflicts,
  getEmployee,
  trashEmployee,
  updateEmployee as writeEmployee,
  type EmployeeValues,
} from '../../../database/queries/employees';
import {
  savePayrollSettings,
  type PayrollSettingsValues,
} from '../../../database/queries/employeePayrollSettings';
import { saveWorkingHours, type WorkingDay } from '../../../database/queries/employeeWorkingHours';
import { getRolePermissions } from '../../../database/queries/roles';
import { hasOpenClockRecord } from '../../../database/queries/clockRecords';
import { hashPassword } from '../access/passwords';
import { DomainError, FieldErrors } from '../errors';
import { holderChangeRefusal, roleAssignmentRefusal } from '../access/roleGrants';
import type { PermissionSubject } from '../../../common/permissions';
import { say } from '../../../common/said';

export const STAFF_NUMBER_TAKEN = say('validation.staff.theUserIDHasAlready');
export const CARD_SWIPE_ID_TAKEN = say('validation.staff.theCardSwipeIDHas');
export const ROLE_INVALID = say('validation.staff.theSelectedRoleIsInvalid');

/** What a new employee is paid until someone sets it: the schema's defaults, spelled out. */
export const DEFAULT_PAYROLL_SETTINGS: PayrollSettingsValues = {
  commissionRateBp: 6000,
  supplyFeeType: 'flat',
  supplyFeeValue: 0,
  supplyFeeTiming: 'before',
  guaranteedMinimumCents: 0,
  checkPercentBp: 10000,
  hourlyRateCents: null,
};

/** A new employee's week until someone sets it: Monday–Saturday 9:00 AM–7:00 PM, Sunday off. */
export const DEFAULT_WORKING_HOURS: WorkingDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0
    ? { weekday, startMinute: null, endMinute: null }
    : { weekday, startMinute: 9 * 60, endMinute: 19 * 60 },
);

/** A race lost to another request becomes the same field error the pre-check gives. */
const TAKEN = {
  employees_store_id_staff_number_unique: () =>
    new FieldErrors({ employee_id: STAFF_NUMBER_TAKEN }),
  employees_store_id_card_swipe_id_unique: () =>
    new FieldErrors({ card_swipe_id: CARD_SWIPE_ID_TAKEN }),
};

/** The employee being changed: who they are and the role they hold now. */
export interface CurrentEmployee {
  id: number;
  roleId: number | null;
}

/**
 * Everything about these values that only the database can tell, one message
 * per field: a staff number or card swipe id the store already uses (trash
 * included), a role that is not the store's own, or one the actor may not
 * give (roleGrants). Takes whichever fields are known, so a form that failed
 * other rules still gets these messages in the same answer.
 */
export async function employeeProblems(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  values: { staffNumber?: string; cardSwipeId?: string | null; roleId?: number | null },
  current?: CurrentEmployee,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const conflicts = await findEmployeeConflicts(db, storeId, values, current?.id);
  if (conflicts.staffNumber) problems.employee_id = STAFF_NUMBER_TAKEN;
  if (conflicts.cardSwipeId) problems.card_swipe_id = CARD_SWIPE_ID_TAKEN;
  // Keeping the role someone already has grants nothing new.
  if (values.roleId != null && values.roleId !== current?.roleId) {
    const granted = await getRolePermissions(db, storeId, values.roleId);
    const refusal = granted === null ? ROLE_INVALID : roleAssignmentRefusal(actor, granted);
    if (refusal) problems.role_id = refusal;
  }
  return problems;
}

/** Refuses (as a flash) a change to someone whose role grants more than the actor holds. */
export async function assertMayChangeEmployee(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  current: CurrentEmployee,
): Promise<void> {
  if (current.roleId === null) return;
  const refusal = holderChangeRefusal(
    actor,
    (await getRolePermissions(db, storeId, current.roleId)) ?? [],
  );
  if (refusal) throw new DomainError(refusal);
}

async function checkEmployee(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  values: EmployeeValues,
  current?: CurrentEmployee,
) {
  const problems = await employeeProblems(db, storeId, actor, values, current);
  if (Object.keys(problems).length) throw new FieldErrors(problems);
}

/**
 * A new employee with default payroll settings and working hours, in one
 * transaction; `pay` replaces some of the defaults (first-run setup asks for
 * the commission).
 */
export async function hireEmployee(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  values: EmployeeValues & { password: string },
  pay: Partial<PayrollSettingsValues> = {},
) {
  const { password, ...rest } = values;
  await checkEmployee(db, storeId, actor, rest);
  const passwordHash = await hashPassword(password);
  return onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const employee = await insertEmployee(tx, storeId, { ...rest, passwordHash });
        await savePayrollSettings(tx, storeId, employee.id, {
          ...DEFAULT_PAYROLL_SETTINGS,
          ...pay,
        });
        await saveWorkingHours(tx, storeId, employee.id, DEFAULT_WORKING_HOURS);
        return employee;
      }),
    TAKEN,
  );
}

/** Saves an employee's details; the password changes only when a new one is given. False when there is no such employee. */
export async function reviseEmployee(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  current: CurrentEmployee,
  values: EmployeeValues & { password?: string },
) {
  const { password, ...rest } = values;
  await assertMayChangeEmployee(db, storeId, actor, current);
  await checkEmployee(db, storeId, actor, rest, current);
  const passwordHash = password ? await hashPassword(password) : undefined;
  return onUniqueViolation(
    () => writeEmployee(db, storeId, current.id, passwordHash ? { ...rest, passwordHash } : rest),
    TAKEN,
  );
}

/**
 * Moves an employee to the trash; false when the store has no such employee.
 * Someone still clocked in is refused: their open record would have no one to close it.
 */
export async function moveEmployeeToTrash(db: Db, storeId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const employee = await getEmployee(tx, storeId, id);
    if (!employee) return false;
    if (await hasOpenClockRecord(tx, storeId, id)) {
      throw new DomainError(say('validation.staff.isClockedInClockThem', { name: employee.name }));
    }
    return trashEmployee(tx, storeId, id);
  });
}
