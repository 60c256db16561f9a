// The props of resources/js/Pages/Admin/Promotions/Edit.tsx, as the server sends them.
import type { PromotionFormProps } from './Create';
import type { PromotionRow } from './Index';

export type Props = PromotionFormProps & { promotion: PromotionRow };
