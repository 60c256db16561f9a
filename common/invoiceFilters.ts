/** The invoice list's filters as the fields a query string carries (page links, the filter bar, the CSV export). */
export interface InvoiceFilterFields {
  range: string;
  from?: string | null;
  to?: string | null;
  technician?: number | null;
  tender?: string | null;
  status?: string | null;
  q?: string | null;
}

/**
 * One builder for the server's export link and the page's filter visits, so
 * the two can never disagree about which filters a link keeps. A custom
 * range carries its days; a preset range does not (it means "this week" as
 * of the day the link is opened).
 */
export function invoiceFilterQuery(f: InvoiceFilterFields): Record<string, string | number> {
  return {
    range: f.range,
    ...(f.range === 'custom' && f.from && f.to ? { from: f.from, to: f.to } : {}),
    ...(f.technician ? { technician: f.technician } : {}),
    ...(f.tender ? { tender: f.tender } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.q ? { q: f.q } : {}),
  };
}
