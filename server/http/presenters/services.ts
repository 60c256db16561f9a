import type { getService, listServices } from '../../../database/queries/services';
import type { listTaxOptions } from '../../../database/queries/taxes';
import { formatTaxRate } from '../../domain/catalog/taxRate';
import { formatTurnWeight } from '../../domain/catalog/turnWeight';

type ListRow = Awaited<ReturnType<typeof listServices>>['data'][number];
type Service = NonNullable<Awaited<ReturnType<typeof getService>>>;
type TaxOption = Awaited<ReturnType<typeof listTaxOptions>>[number];

/** Basis points as the percentage typed: 6250 → "62.5"; none is an empty field. */
const percentText = (bp: number | null) => (bp === null ? '' : String(bp / 100));

/** A row of services.index: price in cents, the turn weight as typed, the category's name and colour (none: null). */
export const serviceListItem = (s: ListRow) => ({
  id: s.id,
  name: s.name,
  kind: s.kind,
  price: s.priceCents,
  duration: s.durationMinutes,
  turn_weight: formatTurnWeight(s.turnWeightHalves),
  is_active: s.isActive,
  category: s.categoryName === null ? null : { name: s.categoryName, color: s.categoryColor },
  taxes: s.taxNames,
});

/** The edit form's values, as the fields show them. */
export const serviceForm = (s: Service) => ({
  id: s.id,
  name: s.name,
  category_id: s.categoryId,
  kind: s.kind,
  price: s.priceCents,
  duration: s.durationMinutes,
  tax_ids: s.taxIds,
  turn_weight: formatTurnWeight(s.turnWeightHalves),
  commission_rate: percentText(s.commissionRateBp),
  is_active: s.isActive,
  sort_order: s.sortOrder,
});

/** A tax the form can tick, its rate as typed; a switched-off one says so. */
export const taxChoice = (t: TaxOption) => ({
  id: t.id,
  name: t.name,
  rate: formatTaxRate(t.rate),
  is_active: t.isActive,
});
