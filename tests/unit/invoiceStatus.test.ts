import { describe, expect, test } from 'vitest';
import { invoiceStatusShown } from '../../common/invoiceStatus';
import { invoiceStatusLabel } from '../../server/domain/tickets/invoiceList';

describe('a ticket’s status as the invoice pages and the CSV say it', () => {
  test('voided first; refunded when the refunds reach what was paid, partly below; else paid', () => {
    expect(invoiceStatusShown('paid', null, 5000)).toBe('paid');
    expect(invoiceStatusShown('paid', 0, 5000)).toBe('paid');
    expect(invoiceStatusShown('paid', 1, 5000)).toBe('partly_refunded');
    expect(invoiceStatusShown('paid', 5000, 5000)).toBe('refunded');
    expect(invoiceStatusShown('voided', 770, 5000)).toBe('voided');
    expect(invoiceStatusShown('voided', null, 5000)).toBe('voided');
  });

  test('the CSV export keeps its English', () => {
    expect(invoiceStatusLabel('paid', 0, 5000)).toBe('Paid');
    expect(invoiceStatusLabel('paid', 2000, 5000)).toBe('Partly refunded');
    expect(invoiceStatusLabel('paid', 5000, 5000)).toBe('Refunded');
    expect(invoiceStatusLabel('voided', 0, 5000)).toBe('Voided');
  });
});
