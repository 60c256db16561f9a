import { z } from 'zod';
import {
  COUPON_PLACEHOLDER,
  MAX_AUDIENCE_DAYS,
  MAX_BODY,
  MAX_NAME,
  MAX_SCHEDULE_DAYS,
  MIN_AUDIENCE_DAYS,
  type AudienceRule,
} from '../../../common/announcements';
import { CUSTOMER_LIMITS } from '../../../common/customers';
import { storeLocalToUtc, storeToday } from '../../../common/storeTime';
import { MAX_ID, cents, checkbox, id, localDateTime, optionalDay, text } from './fields';
import { clock } from '../../../common/clock';

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (blank(v) ? null : v), schema.nullable());

const days = z.coerce
  .number({ error: 'The number of days must be a whole number.' })
  .int('The number of days must be a whole number.')
  .min(
    MIN_AUDIENCE_DAYS,
    `The number of days must be from ${MIN_AUDIENCE_DAYS} to ${MAX_AUDIENCE_DAYS}.`,
  )
  .max(
    MAX_AUDIENCE_DAYS,
    `The number of days must be from ${MIN_AUDIENCE_DAYS} to ${MAX_AUDIENCE_DAYS}.`,
  );

/**
 * An announcement's form (announcements.store / announcements.update), flat
 * so each message sits beside its field. `now` and the store's zone check the
 * schedule: a time in the store's wall clock, not past, at most 90 days ahead.
 * Whether the tag and the technician are the store's own is the controller's
 * check (it needs the database).
 */
export const announcementSchema = (timezone: string, now: Date = clock.now()) =>
  z
    .object({
      name: text('name', MAX_NAME),
      body: text('message', MAX_BODY, { multiline: true }),
      audience_kind: z.enum(['all', 'visited', 'lapsed', 'birthday_month', 'tag', 'technician'], {
        error: 'Choose who gets it.',
      }),
      audience_days: orNull(days),
      audience_tag: orNull(text('tag', CUSTOMER_LIMITS.tag)),
      audience_technician_id: orNull(id('technician')),
      with_coupon: checkbox(),
      coupon_code: orNull(
        text('coupon code', 40).regex(
          /^[A-Za-z0-9_-]+$/,
          'The coupon code may only contain letters, digits, - and _.',
        ),
      ),
      coupon_kind: z
        .enum(['percent', 'amount'], { error: 'Choose percent or amount.' })
        .catch('percent'),
      coupon_value: orNull(cents('coupon value', { max: 100_000_00 })),
      coupon_valid_to: optionalDay('coupon end date', 'The coupon end date must be a date.'),
      timing: z.enum(['now', 'later'], { error: 'Choose now or later.' }),
      scheduled_at: orNull(localDateTime('send time')),
    })
    .superRefine((a, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (
        (a.audience_kind === 'visited' || a.audience_kind === 'lapsed') &&
        a.audience_days === null
      )
        issue('audience_days', 'Enter the number of days.');
      if (a.audience_kind === 'tag' && a.audience_tag === null)
        issue('audience_tag', 'Choose a tag.');
      if (a.audience_kind === 'technician' && a.audience_technician_id === null)
        issue('audience_technician_id', 'Choose a technician.');
      const hasPlaceholder = a.body.includes(COUPON_PLACEHOLDER);
      if (a.with_coupon) {
        if (a.coupon_code === null) issue('coupon_code', 'The coupon code field is required.');
        if (a.coupon_value === null) issue('coupon_value', 'The coupon value field is required.');
        else if (a.coupon_kind === 'percent' && (a.coupon_value < 1 || a.coupon_value > 100))
          issue('coupon_value', 'The percentage must be from 1 to 100.');
        else if (a.coupon_kind === 'amount' && a.coupon_value < 1)
          issue('coupon_value', 'The amount must be more than $0.00.');
        if (a.coupon_valid_to !== null && a.coupon_valid_to < storeToday(timezone, now))
          issue('coupon_valid_to', 'The coupon end date may not be in the past.');
        if (!hasPlaceholder)
          issue('body', `Put ${COUPON_PLACEHOLDER} in the message where the coupon code goes.`);
      } else if (hasPlaceholder) {
        issue(
          'body',
          `There is no coupon to put in ${COUPON_PLACEHOLDER}: add one or take it out of the message.`,
        );
      }
      if (a.timing === 'later') {
        if (a.scheduled_at === null) issue('scheduled_at', 'Choose when to send it.');
        else {
          const at = storeLocalToUtc(a.scheduled_at, timezone);
          if (!at)
            issue(
              'scheduled_at',
              "That time does not exist in the salon's time zone (the clocks change then).",
            );
          else if (at.getTime() <= now.getTime())
            issue('scheduled_at', 'The send time must be in the future.');
          else if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
            issue('scheduled_at', `The send time may be at most ${MAX_SCHEDULE_DAYS} days ahead.`);
        }
      }
    });
export type AnnouncementInput = z.infer<ReturnType<typeof announcementSchema>>;

/** The rule the form describes (only the fields its kind uses). */
export function audienceOf(a: AnnouncementInput): AudienceRule {
  switch (a.audience_kind) {
    case 'visited':
    case 'lapsed':
      return { kind: a.audience_kind, days: a.audience_days ?? MIN_AUDIENCE_DAYS };
    case 'tag':
      return { kind: 'tag', tag: a.audience_tag ?? '' };
    case 'technician':
      return { kind: 'technician', technicianId: a.audience_technician_id ?? 0 };
    default:
      return { kind: a.audience_kind };
  }
}

export const announcementFiltersSchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
