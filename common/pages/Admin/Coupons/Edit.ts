// The props of resources/js/Pages/Admin/Coupons/Edit.tsx, as the server sends them.
import type { CouponRow } from './Index';

export type Props = { coupon: CouponRow };
