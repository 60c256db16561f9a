import { describe, expect, test } from 'vitest';
import { formatCurrency } from '../../common/money';
import { translator } from '../../server/services/i18n';
import { varianceText } from '../../resources/js/Pages/Admin/Reports/Partials/variance';

describe('the daily report says a drawer session’s variance from its cents', () => {
  test('over, short or even in English, as the report always wrote it', () => {
    const t = translator('en');
    expect(varianceText(t, formatCurrency, 300)).toBe('Over by $3.00');
    expect(varianceText(t, formatCurrency, -1100)).toBe('Short by $11.00');
    expect(varianceText(t, formatCurrency, 0)).toBe('Even');
  });

  test('in the reader’s language, the amount in the store’s format; nothing before the count', () => {
    expect(varianceText(translator('vi'), formatCurrency, -1100)).toBe('Thiếu $11.00');
    expect(varianceText(translator('es'), formatCurrency, 300)).toBe('Sobran $3.00');
    expect(varianceText(translator('en'), formatCurrency, null)).toBeNull();
  });
});
