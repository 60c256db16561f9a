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
import { say } from '../../../common/said';
import { sayLabel } from '../../../common/labels';

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (blank(v) ? null : v), schema.nullable());

const days = z.coerce
  .number({ error: say('validation.announcements.theNumberOfDaysMust') })
  .int(say('validation.announcements.theNumberOfDaysMust'))
  .min(
    MIN_AUDIENCE_DAYS,
    say('validation.announcements.theNumberOfDaysMust2', {
      min: MIN_AUDIENCE_DAYS,
      max: MAX_AUDIENCE_DAYS,
    }),
  )
  .max(
    MAX_AUDIENCE_DAYS,
    say('validation.announcements.theNumberOfDaysMust2', {
      min: MIN_AUDIENCE_DAYS,
      max: MAX_AUDIENCE_DAYS,
    }),
  );

const announcementFields = z.object({
  name: text('name', MAX_NAME),
  body: text('message', MAX_BODY, { multiline: true }),
  audience_kind: z.enum(['all', 'visited', 'lapsed', 'birthday_month', 'tag', 'technician'], {
    error: say('validation.announcements.chooseWhoGetsIt'),
  }),
  audience_days: orNull(days),
  audience_tag: orNull(text('tag', CUSTOMER_LIMITS.tag)),
  audience_technician_id: orNull(id('technician')),
  with_coupon: checkbox(),
  coupon_code: orNull(
    text('couponCode', 40).regex(
      /^[A-Za-z0-9_-]+$/,
      say('validation.announcements.theCouponCodeMayOnly'),
    ),
  ),
  coupon_kind: z
    .enum(['percent', 'amount'], {
      error: say('validation.announcements.choosePercentOrAmount'),
    })
    .catch('percent'),
  coupon_value: orNull(cents('couponValue', { max: 100_000_00 })),
  coupon_valid_to: optionalDay(
    'couponEndDate',
    say('validation.field.theMustBeADate', { label: sayLabel('couponEndDate') }),
  ),
  timing: z.enum(['now', 'later'], { error: say('validation.announcements.chooseNowOrLater') }),
  scheduled_at: orNull(localDateTime('sendTime')),
});

type Issue = (path: string, message: string) => void;

/** A coupon's rules when the announcement carries one; its placeholder belongs in the message exactly then. */
function checkCoupon(a: z.infer<typeof announcementFields>, today: string, issue: Issue) {
  const hasPlaceholder = a.body.includes(COUPON_PLACEHOLDER);
  if (a.with_coupon) {
    if (a.coupon_code === null)
      issue(
        'coupon_code',
        say('validation.field.theFieldIsRequired', { label: sayLabel('couponCode') }),
      );
    if (a.coupon_value === null)
      issue(
        'coupon_value',
        say('validation.field.theFieldIsRequired', { label: sayLabel('couponValue') }),
      );
    else if (a.coupon_kind === 'percent' && (a.coupon_value < 1 || a.coupon_value > 100))
      issue('coupon_value', say('validation.announcements.thePercentageMustBeFrom'));
    else if (a.coupon_kind === 'amount' && a.coupon_value < 1)
      issue('coupon_value', say('validation.announcements.theAmountMustBeMore'));
    if (a.coupon_valid_to !== null && a.coupon_valid_to < today)
      issue('coupon_valid_to', say('validation.announcements.theCouponEndDateMay'));
    if (!hasPlaceholder)
      issue(
        'body',
        say('validation.announcements.putInTheMessageWhere', {
          placeholder: COUPON_PLACEHOLDER,
        }),
      );
  } else if (hasPlaceholder) {
    issue(
      'body',
      say('validation.announcements.thereIsNoCouponTo', { placeholder: COUPON_PLACEHOLDER }),
    );
  }
}

/**
 * An announcement's form (announcements.store / announcements.update), flat
 * so each message sits beside its field. `now` and the store's zone check the
 * schedule: a time in the store's wall clock, not past, at most 90 days ahead.
 * Whether the tag and the technician are the store's own is the controller's
 * check (it needs the database).
 */
export const announcementSchema = (timezone: string, now: Date = clock.now()) =>
  announcementFields.superRefine((a, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if ((a.audience_kind === 'visited' || a.audience_kind === 'lapsed') && a.audience_days === null)
      issue('audience_days', say('validation.announcements.enterTheNumberOfDays'));
    if (a.audience_kind === 'tag' && a.audience_tag === null)
      issue('audience_tag', say('validation.announcements.chooseATag'));
    if (a.audience_kind === 'technician' && a.audience_technician_id === null)
      issue('audience_technician_id', say('validation.announcements.chooseATechnician'));
    checkCoupon(a, storeToday(timezone, now), issue);
    if (a.timing === 'later') {
      if (a.scheduled_at === null)
        issue('scheduled_at', say('validation.announcements.chooseWhenToSendIt'));
      else {
        const at = storeLocalToUtc(a.scheduled_at, timezone);
        if (!at) issue('scheduled_at', say('validation.announcements.thatTimeDoesNotExist'));
        else if (at.getTime() <= now.getTime())
          issue('scheduled_at', say('validation.announcements.theSendTimeMustBe'));
        else if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
          issue(
            'scheduled_at',
            say('validation.announcements.theSendTimeMayBe', { max: MAX_SCHEDULE_DAYS }),
          );
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
