import { addDays } from '../../../common/storeTime';

/**
 * What happens to a store whose invoice stays unpaid, counted in store-zone
 * days after its due date: reminder emails on the retry days, then the
 * subscription is past due, then the store is read-only, then disabled and
 * the invoice uncollectible (docs/integrations.md §3).
 */
export interface DunningPolicy {
  retryDays: number[];
  pastDueAfterDays: number;
  readOnlyAfterDays: number;
  disabledAfterDays: number;
}

export const DEFAULT_DUNNING_POLICY: DunningPolicy = {
  retryDays: [1, 3, 5, 7],
  pastDueAfterDays: 1,
  readOnlyAfterDays: 14,
  disabledAfterDays: 30,
};

/** Days a new invoice has before it is due. */
export const INVOICE_DUE_DAYS = 7;

export interface DunningDates {
  retries: string[];
  pastDueOn: string;
  readOnlyOn: string;
  disabledOn: string;
}

/** The calendar of an unpaid invoice due on `dueOn` (YYYY-MM-DD in the store's zone). */
export function dunningDates(
  dueOn: string,
  policy: DunningPolicy = DEFAULT_DUNNING_POLICY,
): DunningDates {
  return {
    retries: policy.retryDays.map((d) => addDays(dueOn, d)),
    pastDueOn: addDays(dueOn, policy.pastDueAfterDays),
    readOnlyOn: addDays(dueOn, policy.readOnlyAfterDays),
    disabledOn: addDays(dueOn, policy.disabledAfterDays),
  };
}

export type DunningStage = 'current' | 'past_due' | 'read_only' | 'disabled';

/** Where an invoice unpaid on `today` stands: the furthest date it has reached. */
export function dunningStage(
  dueOn: string,
  today: string,
  policy: DunningPolicy = DEFAULT_DUNNING_POLICY,
): DunningStage {
  const d = dunningDates(dueOn, policy);
  if (today >= d.disabledOn) return 'disabled';
  if (today >= d.readOnlyOn) return 'read_only';
  if (today >= d.pastDueOn) return 'past_due';
  return 'current';
}

/** How many retry reminders should have gone by `today`. */
export const remindersDue = (
  dueOn: string,
  today: string,
  policy: DunningPolicy = DEFAULT_DUNNING_POLICY,
): number => dunningDates(dueOn, policy).retries.filter((r) => r <= today).length;
