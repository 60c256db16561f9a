import type { AudienceRule } from '../../../common/announcements';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import type { AudienceFilter } from '../../../database/queries/announcements';

/**
 * An audience rule made concrete at `now` in the store's zone, for the one
 * audience query (database/queries/announcements.ts). Days are the store's:
 *
 * - "visited in the last N days": a paid ticket since the start of the store
 *   day N days before today (N = 30 on Thursday 26 November: since Tuesday
 *   27 October 00:00 store time, so today and the 30 days before it);
 * - "not seen for N days": a paid ticket once, and none since that same
 *   instant, so the two rules split the customers who ever came in two;
 * - "birthday this month": the store's month today (a text sent at 11 PM on
 *   31 March in Los Angeles is a March text, though it is April in UTC).
 */
export function audienceFilter(rule: AudienceRule, now: Date, timezone: string): AudienceFilter {
  switch (rule.kind) {
    case 'all':
      return { kind: 'all' };
    case 'visited':
      return { kind: 'visited_since', since: daysAgoStart(rule.days, now, timezone) };
    case 'lapsed':
      return { kind: 'not_seen_since', since: daysAgoStart(rule.days, now, timezone) };
    case 'birthday_month':
      return { kind: 'birthday_month', month: Number(storeToday(timezone, now).slice(5, 7)) };
    case 'tag':
      return { kind: 'tag', tag: rule.tag };
    case 'technician':
      return { kind: 'technician', technicianId: rule.technicianId };
  }
}

/** The start of the store day `days` days before the store's today. */
export function daysAgoStart(days: number, now: Date, timezone: string): Date {
  return storeDayBounds(timezone, addDays(storeToday(timezone, now), -days)).start;
}
