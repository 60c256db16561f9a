import type { listTaxes } from '../../../database/queries/taxes';
import { formatTaxRate } from '../../domain/catalog/taxRate';

type ListRow = Awaited<ReturnType<typeof listTaxes>>[number];

/** A row of taxes.index: the rate as typed ("8.875"), never as stored, since the page only shows and sends percentages. */
export const taxListItem = (t: ListRow) => ({
  id: t.id,
  name: t.name,
  rate: formatTaxRate(t.rate),
  is_active: t.isActive,
  service_count: t.serviceCount,
});
