import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { employeePayrollSettings } from '../schema';
import { clock } from '../../common/clock';

// One row of pay rates per employee (employees.payroll). Every where carries the store.

export interface PayrollSettingsValues {
  commissionRateBp: number;
  supplyFeeType: 'flat' | 'percent';
  supplyFeeValue: number;
  supplyFeeTiming: 'before' | 'after';
  guaranteedMinimumCents: number;
  checkPercentBp: number;
  hourlyRateCents: number | null;
}

export async function getPayrollSettings(
  db: Db,
  storeId: number,
  employeeId: number,
): Promise<PayrollSettingsValues | null> {
  const [row] = await db
    .select({
      commissionRateBp: employeePayrollSettings.commissionRateBp,
      supplyFeeType: employeePayrollSettings.supplyFeeType,
      supplyFeeValue: employeePayrollSettings.supplyFeeValue,
      supplyFeeTiming: employeePayrollSettings.supplyFeeTiming,
      guaranteedMinimumCents: employeePayrollSettings.guaranteedMinimumCents,
      checkPercentBp: employeePayrollSettings.checkPercentBp,
      hourlyRateCents: employeePayrollSettings.hourlyRateCents,
    })
    .from(employeePayrollSettings)
    .where(
      and(
        eq(employeePayrollSettings.storeId, storeId),
        eq(employeePayrollSettings.employeeId, employeeId),
      ),
    );
  return row ?? null;
}

/** Insert or replace; the caller has checked the employee belongs to the store. */
export async function savePayrollSettings(
  db: Db,
  storeId: number,
  employeeId: number,
  values: PayrollSettingsValues,
) {
  await db
    .insert(employeePayrollSettings)
    .values({ storeId, employeeId, ...values })
    .onConflictDoUpdate({
      target: employeePayrollSettings.employeeId,
      set: { ...values, updatedAt: clock.now() },
      setWhere: eq(employeePayrollSettings.storeId, storeId),
    });
}
