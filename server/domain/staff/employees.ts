import type { Db } from '../../../database/client';
import { uniqueViolation } from '../../../database/errors';
import {
  createEmployee as insertEmployee, findEmployeeConflicts, getEmployee, saveWorkingHours, trashEmployee, savePayrollSettings, updateEmployee as writeEmployee,
  type EmployeeValues, type PayrollSettingsValues, type WorkingDay,
} from '../../../database/queries/employees';
import { storeRoleExists } from '../../../database/queries/roles';
import { hasOpenClockRecord } from '../../../database/queries/clockRecords';
import { hashPassword } from '../access/passwords';
import { DomainError } from '../errors';

export const STAFF_NUMBER_TAKEN = 'The staff number has already been taken.';
export const CARD_SWIPE_ID_TAKEN = 'The card swipe ID has already been taken.';
export const ROLE_INVALID = 'The selected role is invalid.';

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
  weekday === 0 ? { weekday, startMinute: null, endMinute: null } : { weekday, startMinute: 9 * 60, endMinute: 19 * 60 },
);

/** A race lost to another request becomes the same field error the pre-check gives. */
function asFieldError(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'employees_store_id_staff_number_unique') throw new DomainError(STAFF_NUMBER_TAKEN, 'employee_id');
  if (constraint === 'employees_store_id_card_swipe_id_unique') throw new DomainError(CARD_SWIPE_ID_TAKEN, 'card_swipe_id');
  throw err;
}

/** Staff number and card swipe id are unique in the store, trash included; the role must be one of the store's own. */
async function checkEmployee(db: Db, storeId: number, values: EmployeeValues, exceptId?: number) {
  const conflicts = await findEmployeeConflicts(db, storeId, values, exceptId);
  if (conflicts.staffNumber) throw new DomainError(STAFF_NUMBER_TAKEN, 'employee_id');
  if (conflicts.cardSwipeId) throw new DomainError(CARD_SWIPE_ID_TAKEN, 'card_swipe_id');
  if (values.roleId !== null && !(await storeRoleExists(db, storeId, values.roleId))) throw new DomainError(ROLE_INVALID, 'role_id');
}

/** A new employee with default payroll settings and working hours, in one transaction. */
export async function hireEmployee(db: Db, storeId: number, values: EmployeeValues & { password: string }) {
  const { password, ...rest } = values;
  await checkEmployee(db, storeId, rest);
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const employee = await insertEmployee(tx, storeId, { ...rest, passwordHash });
      await savePayrollSettings(tx, storeId, employee.id, DEFAULT_PAYROLL_SETTINGS);
      await saveWorkingHours(tx, storeId, employee.id, DEFAULT_WORKING_HOURS);
      return employee;
    });
  } catch (err) {
    asFieldError(err);
  }
}

/** Saves an employee's details; the password changes only when a new one is given. False when there is no such employee. */
export async function reviseEmployee(db: Db, storeId: number, id: number, values: EmployeeValues & { password?: string }) {
  const { password, ...rest } = values;
  await checkEmployee(db, storeId, rest, id);
  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    return await writeEmployee(db, storeId, id, passwordHash ? { ...rest, passwordHash } : rest);
  } catch (err) {
    asFieldError(err);
  }
}

/**
 * Moves an employee to the trash; false when the store has no such employee.
 * Someone still clocked in is refused: their open record would have no one to close it.
 */
export async function moveEmployeeToTrash(db: Db, storeId: number, id: number): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const employee = await getEmployee(tx, storeId, id);
    if (!employee) return false;
    if (await hasOpenClockRecord(tx, storeId, id)) {
      throw new DomainError(`${employee.name} is clocked in. Clock them out before moving them to the trash.`);
    }
    return trashEmployee(tx, storeId, id);
  });
}
