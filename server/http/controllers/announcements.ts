import type { Db } from '../../../database/client';
import {
  announcementMessageCounts,
  countAudience,
  couponRedemptions,
  getAnnouncement,
  getEmployeeName,
  listAnnouncements,
  listCustomerTags,
  type AnnouncementRow,
} from '../../../database/queries/announcements';
import { getCoupon } from '../../../database/queries/coupons';
import { listActiveEmployees } from '../../../database/queries/employees';
import { fillMessage } from '../../../common/announcements';
import { storeLocalToUtc } from '../../../common/storeTime';
import { audienceFilter } from '../../domain/announcements/audience';
import {
  campaignProblems,
  cancelCampaign,
  createCampaign,
  editable,
  scheduleCampaign,
  sendCampaignNow,
  updateCampaign,
  type CampaignValues,
} from '../../domain/announcements/campaigns';
import { smsSegmentPriceMillicents } from '../../domain/sms/outbox';
import { storeAction, type StoreContext } from '../action';
import { withLinks } from '../pagination';
import {
  announcementDetail,
  announcementFormValues,
  announcementListRow,
  announcementProgress,
  announcementRedemptions,
  announcementFormOptions,
  announcementPreview,
} from '../presenters/announcements';
import { routeUrl } from '../urls';
import { flash, validateForm } from '../validate';
import {
  announcementFiltersSchema,
  announcementSchema,
  audienceOf,
  type AnnouncementInput,
} from '../validators/announcements';
import type { AnnouncementFormOptions } from '../../../common/pages/Admin/Announcements/Create';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

const PER_PAGE = 25;

/** announcements.index: the store's announcements, newest first. */
export const index = storeAction(
  { input: announcementFiltersSchema },
  async ({ db, store, input, res }) => {
    const first = await listAnnouncements(db, store.id, {
      limit: PER_PAGE,
      offset: (input.page - 1) * PER_PAGE,
    });
    const lastPage = Math.max(1, Math.ceil(first.total / PER_PAGE));
    const page = Math.min(input.page, lastPage);
    const { rows, total } =
      page === input.page
        ? first
        : await listAnnouncements(db, store.id, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
    const codes = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.couponId).filter((c): c is number => c !== null))) {
      const c = await getCoupon(db, store.id, id);
      if (c) codes.set(id, c.code);
    }
    await res.inertia(
      'Admin/Announcements/Index',
      {
        announcements: withLinks(
          {
            data: rows.map(announcementListRow(codes)),
            current_page: page,
            last_page: lastPage,
            per_page: PER_PAGE,
            total,
          },
          'announcements.index',
          {},
        ),
      },
      { title: 'Announcements' },
    );
  },
);

async function formOptions(
  db: Db,
  storeId: number,
  timezone: string,
): Promise<AnnouncementFormOptions> {
  const [tags, technicians] = await Promise.all([
    listCustomerTags(db, storeId),
    listActiveEmployees(db, storeId),
  ]);
  return announcementFormOptions(
    tags,
    technicians,
    smsSegmentPriceMillicents(),
    clock.now(),
    timezone,
  );
}

export const create = storeAction({}, async ({ db, store, res }) => {
  await res.inertia(
    'Admin/Announcements/Create',
    { options: await formOptions(db, store.id, store.timezone) },
    { title: 'New Announcement' },
  );
});

const values = (i: AnnouncementInput, timezone: string): CampaignValues => ({
  name: i.name,
  body: i.body,
  audience: audienceOf(i),
  scheduledAt:
    i.timing === 'later' && i.scheduled_at ? storeLocalToUtc(i.scheduled_at, timezone) : null,
  coupon:
    i.with_coupon && i.coupon_code && i.coupon_value !== null
      ? {
          code: i.coupon_code,
          kind: i.coupon_kind,
          value: i.coupon_value,
          validTo: i.coupon_valid_to,
        }
      : null,
});

/** Every error in one pass: the form's own, and (for the fields valid on their own) the tag, technician and code checks. */
async function parse(a: StoreContext, exceptCouponId: number | null): Promise<CampaignValues> {
  const input = await validateForm(
    announcementSchema(a.store.timezone),
    a.req.body,
    async (valid) =>
      campaignProblems(a.db, a.store.id, {
        audience:
          valid.audience_kind === 'tag' && valid.audience_tag
            ? { kind: 'tag', tag: valid.audience_tag }
            : valid.audience_kind === 'technician' && valid.audience_technician_id
              ? { kind: 'technician', technicianId: valid.audience_technician_id }
              : null,
        couponCode: valid.with_coupon ? valid.coupon_code : null,
        exceptCouponId,
      }),
  );
  return values(input, a.store.timezone);
}

export const store = storeAction({}, async (a) => {
  const v = await parse(a, null);
  const id = await createCampaign(a.db, a.store.id, v, a.actor.name);
  flash(a.req, 'success', say('flash.announcements.announcementSavedCheckThePreview'));
  a.res.redirect(routeUrl('announcements.show', { announcement: id }));
});

const announcementParam = { announcement: getAnnouncement };

async function couponOf(db: Db, storeId: number, a: AnnouncementRow) {
  return a.couponId ? getCoupon(db, storeId, a.couponId) : null;
}

/**
 * announcements.show: a draft or scheduled one is the preview and the
 * confirm step (who would get it now, the cost, the text as she reads it);
 * once it is sending, its progress (the page reloads `progress` while
 * anything waits to go out); after, its results and the coupon's redemptions.
 */
export const show = storeAction(
  { load: announcementParam },
  async ({ db, store, bound: { announcement: a }, res }) => {
    const coupon = await couponOf(db, store.id, a);
    const technician =
      a.audience.kind === 'technician'
        ? await getEmployeeName(db, store.id, a.audience.technicianId)
        : null;
    let preview = null;
    if (editable(a)) {
      const { recipients, sampleName } = await countAudience(
        db,
        store.id,
        audienceFilter(a.audience, clock.now(), store.timezone),
      );
      preview = announcementPreview(
        { recipients, sampleName },
        fillMessage(a.body, coupon?.code ?? null),
        smsSegmentPriceMillicents(),
      );
    }
    const started = a.status === 'sending' || a.status === 'sent';
    const progress = started
      ? announcementProgress(await announcementMessageCounts(db, store.id, a.id))
      : null;
    if (progress && a.status === 'sending') progress.settled = false;
    const redemptions = coupon
      ? announcementRedemptions(await couponRedemptions(db, store.id, coupon.id))
      : null;
    await res.inertia(
      'Admin/Announcements/Show',
      {
        announcement: announcementDetail(a, coupon, { technician }),
        preview,
        progress,
        redemptions,
      },
      { title: a.name },
    );
  },
);

export const edit = storeAction(
  { load: announcementParam },
  async ({ db, store, bound: { announcement: a }, req, res }) => {
    if (!editable(a)) {
      flash(req, 'error', say('flash.announcements.thisAnnouncementHasAlreadyGone'));
      res.redirect(routeUrl('announcements.show', { announcement: a.id }));
      return;
    }
    const coupon = await couponOf(db, store.id, a);
    await res.inertia(
      'Admin/Announcements/Edit',
      {
        options: await formOptions(db, store.id, store.timezone),
        announcement: {
          id: a.id,
          name: a.name,
          values: announcementFormValues(a, store.timezone, coupon),
        },
      },
      { title: `Edit ${a.name}` },
    );
  },
);

export const update = storeAction({ load: announcementParam }, async (a) => {
  const { announcement } = a.bound;
  const v = await parse(a, announcement.couponId);
  await updateCampaign(a.db, a.store.id, announcement, v);
  flash(a.req, 'success', say('flash.announcements.announcementSavedCheckThePreview2'));
  a.res.redirect(routeUrl('announcements.show', { announcement: announcement.id }));
});

/** announcements.send: send now. A second tap finds it already on its way and changes nothing. */
export const send = storeAction(
  { load: announcementParam },
  async ({ db, store, bound: { announcement: a }, req, res }) => {
    const started = await sendCampaignNow(db, store.id, a.id);
    flash(
      req,
      started ? 'success' : 'error',
      started
        ? say('flash.announcements.sendingTheTextsAreBeing')
        : a.status === 'cancelled'
          ? say('flash.announcements.thisAnnouncementIsCancelled')
          : say('flash.announcements.thisAnnouncementIsAlreadyOn'),
    );
    res.redirect(routeUrl('announcements.show', { announcement: a.id }));
  },
);

/** announcements.schedule: confirm a draft for its send time. */
export const schedule = storeAction(
  { load: announcementParam },
  async ({ db, store, bound: { announcement: a }, req, res }) => {
    const scheduled = await scheduleCampaign(db, store.id, a);
    flash(
      req,
      scheduled ? 'success' : 'error',
      scheduled ? say('flash.announcements.scheduled') : say('flash.announcements.onlyADraftCanBe'),
    );
    res.redirect(routeUrl('announcements.show', { announcement: a.id }));
  },
);

/** announcements.cancel: a scheduled one stays unsent. */
export const cancel = storeAction(
  { load: announcementParam },
  async ({ db, store, bound: { announcement: a }, req, res }) => {
    const cancelled = await cancelCampaign(db, store.id, a.id);
    flash(
      req,
      cancelled ? 'success' : 'error',
      cancelled
        ? say('flash.announcements.cancelledItWillNotBe')
        : say('flash.announcements.onlyAScheduledAnnouncementCan'),
    );
    res.redirect(routeUrl('announcements.show', { announcement: a.id }));
  },
);
