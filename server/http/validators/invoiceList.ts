import { z } from 'zod';
import { id, MAX_ID, queryDay } from './fields';
import { REPORT_RANGES } from '../../../common/reportRanges';
import { TENDER_TYPES } from '../../../common/tenders';
import { INVOICE_STATUSES } from '../../../common/invoiceStatus';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/**
 * The invoice list's query string (and its CSV export's). Filters never fail:
 * an odd value reads as its default. `custom` uses from/to (store days); a
 * missing side is filled as reportPeriod (common/reportRanges.ts) says.
 */
export const invoiceFiltersSchema = z.object({
  range: z.enum([...REPORT_RANGES, 'custom']).catch('today'),
  from: queryDay(),
  to: queryDay(),
  technician: z.preprocess(blankToNull, id('technician').nullable()).catch(null),
  tender: z.preprocess(blankToNull, z.enum(TENDER_TYPES).nullable()).catch(null),
  status: z.preprocess(blankToNull, z.enum(INVOICE_STATUSES).nullable()).catch(null),
  q: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 40) : ''), z.string())
    .catch(''),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
export type InvoiceFilters = z.infer<typeof invoiceFiltersSchema>;
