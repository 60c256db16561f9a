import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import {
  couponCodeTaken,
  createCoupon,
  getCoupon,
  updateCoupon,
  type CouponValues,
} from '../../../database/queries/coupons';
import { cancelJob } from '../../../database/queries/jobs';
import {
  createAnnouncement,
  moveAnnouncement,
  storeHasEmployee,
  listCustomerTags,
  updateAnnouncementDraft,
  type AnnouncementRow,
  type AnnouncementValues,
} from '../../../database/queries/announcements';
import type { AudienceRule } from '../../../common/announcements';
import { DomainError, FieldErrors } from '../errors';
import { queueEffect } from '../tickets/lifecycle';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

export const SEND_KIND = 'announcement.send';
/** One send job per announcement: a second Send (a double tap, the schedule and a Send now) finds it stored and adds none. */
export const sendJobKey = (announcementId: number) => `${SEND_KIND}:${announcementId}`;

export const COUPON_CODE_TAKEN = say('validation.giftCards.anotherCouponAlreadyHasThis');

export interface CampaignCoupon {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  validTo: string | null;
}

export interface CampaignValues extends AnnouncementValues {
  coupon: CampaignCoupon | null;
}

/** The checks that need the store's data: the tag and the technician are the store's own, the coupon's code is free. */
export async function campaignProblems(
  db: Db,
  storeId: number,
  v: { audience?: AudienceRule | null; couponCode?: string | null; exceptCouponId?: number | null },
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const rule = v.audience;
  if (rule?.kind === 'tag') {
    const tags = await listCustomerTags(db, storeId);
    if (!tags.some((t) => t.toLowerCase() === rule.tag.toLowerCase()))
      problems.audience_tag = say('validation.announcements.noCustomerOfThisSalon');
  }
  if (rule?.kind === 'technician' && !(await storeHasEmployee(db, storeId, rule.technicianId)))
    problems.audience_technician_id = say('validation.announcements.chooseOneOfTheSalon');
  if (v.couponCode && (await couponCodeTaken(db, storeId, v.couponCode, v.exceptCouponId ?? null)))
    problems.coupon_code = COUPON_CODE_TAKEN;
  return problems;
}

const couponValues = (c: CampaignCoupon, isActive: boolean): CouponValues => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minimumSpendCents: 0,
  validFrom: null,
  validTo: c.validTo,
  usageLimit: null,
  // One code for the whole campaign, so each customer may use it once: the text is an invitation, not a standing discount.
  perCustomerLimit: 1,
  isActive,
});

const takenCode = {
  coupons_store_id_code_unique: () => new FieldErrors({ coupon_code: COUPON_CODE_TAKEN }),
};

/** A new draft, with its coupon made in the same transaction (a refused code leaves neither). */
export async function createCampaign(
  db: Db,
  storeId: number,
  values: CampaignValues,
  createdByName: string,
): Promise<number> {
  const problems = await campaignProblems(db, storeId, {
    audience: values.audience,
    couponCode: values.coupon?.code,
  });
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const couponId = values.coupon
          ? await createCoupon(tx, storeId, couponValues(values.coupon, true))
          : null;
        return createAnnouncement(tx, storeId, {
          name: values.name,
          body: values.body,
          audience: values.audience,
          scheduledAt: values.scheduledAt,
          couponId,
          createdByName,
        });
      }),
    takenCode,
  );
}

/**
 * A change to a draft or a scheduled announcement. It goes back to draft (a
 * schedule's job is dropped): what was confirmed is no longer what would go
 * out, so the preview is seen and confirmed again. Its coupon changes with
 * it; taken off, the coupon is switched off (kept, since nothing has used it
 * yet but the code may have been shown to someone).
 */
export async function updateCampaign(
  db: Db,
  storeId: number,
  announcement: AnnouncementRow,
  values: CampaignValues,
): Promise<void> {
  if (!editable(announcement))
    throw new DomainError(say('flash.announcements.thisAnnouncementHasAlreadyGone'));
  const problems = await campaignProblems(db, storeId, {
    audience: values.audience,
    couponCode: values.coupon?.code,
    exceptCouponId: announcement.couponId,
  });
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  await onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        let couponId = announcement.couponId;
        if (values.coupon && couponId)
          await updateCoupon(tx, storeId, couponId, couponValues(values.coupon, true));
        else if (values.coupon)
          couponId = await createCoupon(tx, storeId, couponValues(values.coupon, true));
        else if (couponId) {
          await switchOffCoupon(tx, storeId, couponId);
          couponId = null;
        }
        const moved = await updateAnnouncementDraft(tx, storeId, announcement.id, {
          name: values.name,
          body: values.body,
          audience: values.audience,
          scheduledAt: values.scheduledAt,
          couponId,
        });
        if (!moved)
          throw new DomainError(say('flash.announcements.thisAnnouncementHasAlreadyGone'));
        await cancelJob(tx, sendJobKey(announcement.id));
      }),
    takenCode,
  );
}

async function switchOffCoupon(tx: Db, storeId: number, couponId: number) {
  const c = await getCoupon(tx, storeId, couponId);
  if (c)
    await updateCoupon(tx, storeId, couponId, {
      ...couponValues({ code: c.code, kind: c.kind, value: c.value, validTo: c.validTo }, false),
    });
}

export const editable = (a: Pick<AnnouncementRow, 'status'>) =>
  a.status === 'draft' || a.status === 'scheduled';

/**
 * Send now (from a draft or a scheduled one): the move to 'sending' is one
 * UPDATE only one tap can win, and the job is stored once by its key; the
 * job, never the request, resolves the audience and queues the texts.
 * False when it was already on its way (a second tap: nothing more happens).
 */
export async function sendCampaignNow(
  db: Db,
  storeId: number,
  announcementId: number,
  now = clock.now(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await moveAnnouncement(tx, storeId, announcementId, ['draft', 'scheduled'], {
      status: 'sending',
      startedAt: now,
    });
    if (!moved) return false;
    // A schedule's job, if any, waits for a later time: drop it and store one due now.
    await cancelJob(tx, sendJobKey(announcementId));
    await queueEffect(tx, {
      kind: SEND_KIND,
      key: sendJobKey(announcementId),
      storeId,
      payload: { storeId, announcementId },
      runAt: now,
    });
    return true;
  });
}

/** Schedule a draft for its send time (in the future, checked again here: the draft may have waited). */
export async function scheduleCampaign(
  db: Db,
  storeId: number,
  announcement: AnnouncementRow,
  now = clock.now(),
): Promise<boolean> {
  const at = announcement.scheduledAt;
  if (!at) throw new DomainError(say('validation.announcements.chooseASendTimeFirst'));
  if (at.getTime() <= now.getTime())
    throw new DomainError(say('validation.announcements.theSendTimeHasPassed'));
  return db.transaction(async (tx) => {
    const moved = await moveAnnouncement(tx, storeId, announcement.id, ['draft'], {
      status: 'scheduled',
    });
    if (!moved) return false;
    await queueEffect(tx, {
      kind: SEND_KIND,
      key: sendJobKey(announcement.id),
      storeId,
      payload: { storeId, announcementId: announcement.id },
      runAt: at,
    });
    return true;
  });
}

/** Cancel a scheduled announcement before it goes: its job is dropped. False when it was not scheduled (already sending, say). */
export async function cancelCampaign(
  db: Db,
  storeId: number,
  announcementId: number,
  now = clock.now(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await moveAnnouncement(tx, storeId, announcementId, ['scheduled'], {
      status: 'cancelled',
      cancelledAt: now,
    });
    if (moved) await cancelJob(tx, sendJobKey(announcementId));
    return moved;
  });
}
