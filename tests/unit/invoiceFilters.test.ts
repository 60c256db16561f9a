import { describe, expect, it } from 'vitest';
import { invoiceFilterQuery } from '../../common/invoiceFilters';

describe('invoiceFilterQuery', () => {
  it('keeps a preset range without days, so the link means that range on the day it is opened', () => {
    expect(
      invoiceFilterQuery({
        range: 'this_week',
        from: '2026-11-23',
        to: '2026-11-29',
        technician: null,
        tender: null,
        status: null,
        q: '',
      }),
    ).toEqual({ range: 'this_week' });
  });

  it('carries the days of a custom range and every filter that is set', () => {
    expect(
      invoiceFilterQuery({
        range: 'custom',
        from: '2026-11-01',
        to: '2026-11-15',
        technician: 7,
        tender: 'cash',
        status: 'voided',
        q: 'Lan',
      }),
    ).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
      technician: 7,
      tender: 'cash',
      status: 'voided',
      q: 'Lan',
    });
  });

  it('drops a custom range that has lost one of its days rather than sending half a range', () => {
    expect(invoiceFilterQuery({ range: 'custom', from: '2026-11-01', to: '' })).toEqual({
      range: 'custom',
    });
  });
});
