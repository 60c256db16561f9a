import { recordCouponUse } from '../../../database/queries/coupons';
import { releaseCouponUses } from '../../../database/queries/invoiceChanges';
import type { TicketParticipant } from '../tickets/lifecycle';

/**
 * Coupons in a ticket's life: checkout values the coupon against the ticket
 * as priced (never as the client says); paying records its use, which the
 * coupon's limits count; voiding releases it, so the customer may use it
 * again. A refund leaves it used: the coupon was spent on the visit.
 */
export const couponParticipant: TicketParticipant = {
  name: 'coupons',
  async onPaid(tx, t) {
    for (const use of t.couponUses)
      await recordCouponUse(tx, t.store.id, {
        ...use,
        invoiceId: t.invoiceId,
        customerId: t.customerId,
      });
  },
  async onVoided(tx, v) {
    await releaseCouponUses(tx, v.store.id, v.invoiceId, v.now);
  },
};
