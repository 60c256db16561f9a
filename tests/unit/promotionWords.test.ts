import { describe, expect, test } from 'vitest';
import {
  conditionsWords,
  effectWords,
  noteClock,
  promotionNoteText,
} from '../../resources/js/Components/promotions/promotionWords';
import { formatCurrency } from '../../common/money';
import { formattersFor } from '../../common/intlFormats';
import { promotionReason, type LinePromotion } from '../../common/promotions';
import type { Locale } from '../../common/i18n';
import { translator } from '../../server/services/i18n';

/** The pay screen's formats without the page: money in dollars, a minute of the day as the store's hh:mm A. */
const format = (locale: Locale) => ({
  money: formatCurrency,
  minuteOfDay: (m: number) => formattersFor(locale).time(Date.UTC(2000, 0, 1, 0, m % 1440), 'UTC'),
});

const gelTuesday: LinePromotion = {
  line_key: 'a',
  promotion_id: 1,
  name: 'Gel Tuesday',
  amount: 700,
  line_name: 'Gel Manicure',
  kind: 'percent',
  value: 20,
  buy_quantity: null,
  get_quantity: null,
  days_of_week: [2],
  start_minute: 600,
  end_minute: 840,
  first_visit: false,
  birthday_month: false,
};

const say = (p: LinePromotion, locale: Locale) =>
  promotionNoteText(p, translator(locale), locale, format(locale));

describe('the pay screen says why a promotion applies, from the values the server sent', () => {
  test('in English exactly as the note a paid ticket keeps (common/promotions.ts promotionReason)', () => {
    const cases: LinePromotion[] = [
      gelTuesday,
      {
        ...gelTuesday,
        kind: 'amount',
        value: 1000,
        days_of_week: [],
        start_minute: null,
        end_minute: null,
        birthday_month: true,
      },
      {
        ...gelTuesday,
        kind: 'buy_x_get_y',
        value: 100,
        buy_quantity: 2,
        get_quantity: 1,
        days_of_week: [],
        start_minute: null,
        end_minute: null,
      },
      {
        ...gelTuesday,
        kind: 'buy_x_get_y',
        value: 50,
        buy_quantity: 1,
        get_quantity: 1,
        days_of_week: [0, 6],
        first_visit: true,
        start_minute: null,
        end_minute: null,
      },
      { ...gelTuesday, days_of_week: [1, 2, 3, 4, 5], start_minute: 570, end_minute: 1440 },
      { ...gelTuesday, days_of_week: [1, 3], start_minute: null, end_minute: null },
    ];
    const said = cases.map((p) => say(p, 'en'));
    expect(said).toEqual([
      'Tuesday 10 AM–2 PM: 20% off Gel Manicure',
      'Birthday month: $10.00 off Gel Manicure',
      'Every day: Buy 2 get 1 free Gel Manicure',
      'First visit · Weekends: Buy 1 get 1 50% off Gel Manicure',
      'Weekdays 9:30 AM–midnight: 20% off Gel Manicure',
      'Mon, Wed: 20% off Gel Manicure',
    ]);
    // The same words the domain keeps in English for the record.
    expect(said).toEqual(
      cases.map((p) =>
        promotionReason({
          lineName: p.line_name,
          terms: {
            kind: p.kind,
            value: p.value,
            buyQuantity: p.buy_quantity,
            getQuantity: p.get_quantity,
            daysOfWeek: p.days_of_week,
            startMinute: p.start_minute,
            endMinute: p.end_minute,
            firstVisit: p.first_visit,
            birthdayMonth: p.birthday_month,
          },
        }),
      ),
    );
  });

  test('in Vietnamese and Spanish with the store’s hh:mm A, the reader’s weekday names and no English', () => {
    expect(say(gelTuesday, 'vi')).toBe('Thứ Ba 10:00 AM–02:00 PM: Giảm 20% cho Gel Manicure');
    expect(say(gelTuesday, 'es')).toBe(
      'martes 10:00 AM–02:00 PM: 20% de descuento en Gel Manicure',
    );
    expect(say({ ...gelTuesday, start_minute: 1260, end_minute: 1440 }, 'es')).toContain(
      '09:00 PM–medianoche',
    );
    expect(
      say(
        {
          ...gelTuesday,
          kind: 'amount',
          value: 500,
          days_of_week: [],
          start_minute: null,
          end_minute: null,
        },
        'vi',
      ),
    ).toBe('Mỗi ngày: Giảm $5.00 cho Gel Manicure');
  });

  test('midnight is said in words at either end; English keeps its short times', () => {
    const t = translator('en');
    expect(noteClock(0, t, 'en', format('en').minuteOfDay)).toBe('midnight');
    expect(noteClock(1440, translator('vi'), 'vi', format('vi').minuteOfDay)).toBe('nửa đêm');
    expect(noteClock(870, t, 'en', format('en').minuteOfDay)).toBe('2:30 PM');
    expect(noteClock(870, translator('es'), 'es', format('es').minuteOfDay)).toBe('02:30 PM');
  });

  test('the effect and the conditions alone, as the promotions list uses them', () => {
    const t = translator('en');
    expect(
      effectWords(
        { kind: 'buy_x_get_y', value: 100, buy_quantity: 3, get_quantity: 2 },
        t,
        formatCurrency,
      ),
    ).toBe('Buy 3 get 2 free');
    expect(
      conditionsWords({ days_of_week: [], first_visit: false, birthday_month: false }, '', t, 'en'),
    ).toBe('Every day');
    expect(
      conditionsWords(
        { days_of_week: [0, 1, 2, 3, 4, 5, 6], first_visit: false, birthday_month: false },
        '10:00 AM–02:00 PM',
        t,
        'en',
      ),
    ).toBe('Every day 10:00 AM–02:00 PM');
  });
});
