import { describe, expect, test } from 'vitest';
import { englishOf, moneyProblems, namesSent, zoneProblems } from '../support/pageChecks';
import { CATALOGUES } from '../../server/services/i18n';

/** The page sweep's text checks (tests/support/pageChecks.ts) find what they look for, and only that. */
describe('the page sweep’s text checks', () => {
  const store = { name: 'Lotus Nail Spa', timezone: 'America/New_York' };
  // 7:30 PM UTC is 02:30 PM in New York (EST) on 3 December.
  const props = { store, paid_at: '2026-12-03T19:30:00.000Z' };

  test('a time written in the browser’s zone (UTC) instead of the store’s is found', () => {
    expect(zoneProblems('Paid 07:30 PM', props)).toHaveLength(1);
    expect(zoneProblems('Paid 02:30 PM', props)).toEqual([]);
  });

  test('a date written in UTC after the store’s evening is found', () => {
    // 03:30 UTC on 4 December is still 3 December in New York.
    const late = { store, paid_at: '2026-12-04T03:30:00.000Z' };
    expect(zoneProblems('12-04-2026', late).join()).toMatch(/12-04-2026/);
    expect(zoneProblems('12-03-2026 10:30 PM', late)).toEqual([]);
  });

  test('a UTC writing that is another instant’s store time is not counted', () => {
    // 12:30 AM UTC on 4 December is 07:30 PM in New York on 3 December, the UTC time of paid_at.
    const two = { ...props, other_at: '2026-12-04T00:30:00.000Z' };
    expect(zoneProblems('07:30 PM', two)).toEqual([]);
  });

  test('a store’s dates are read in its region: YYYY-MM-DD in a Canadian store', () => {
    const late = { store: { ...store, region: 'en-CA' }, paid_at: '2026-12-04T03:30:00.000Z' };
    expect(zoneProblems('2026-12-04', late).join()).toMatch(/2026-12-04/);
    expect(zoneProblems('2026-12-03 10:30 PM', late)).toEqual([]);
  });

  test('a page without a store is not read for times', () => {
    expect(zoneProblems('07:30 PM', { paid_at: props.paid_at })).toEqual([]);
  });

  test('money in a foreign format is found; the store’s is not', () => {
    expect(moneyProblems('Total 42,00 US$')).toEqual([
      'money not in the store\'s format: "42,00 US$"',
    ]);
    expect(moneyProblems('US$42.00')).toHaveLength(1);
    expect(moneyProblems('$ 35,00')).toHaveLength(1);
    expect(moneyProblems('Total $1,234.50 · 12,500 points · 11-24 02:30 PM')).toEqual([]);
  });

  test('English a translated page must not show: a catalogue entry whose translation differs', () => {
    const vi = englishOf('vi');
    expect(CATALOGUES.vi['dashboard.setupItem.terminal']).not.toBe('Card terminal');
    expect(vi.has('Card terminal')).toBe(true);
    // A placeholder sentence cannot be a whole text of the page; a word kept as it is is fine.
    expect([...vi].some((text) => text.includes('{'))).toBe(false);
    for (const [key, en] of Object.entries(CATALOGUES.en))
      if (CATALOGUES.vi[key] === en) expect(vi.has(en)).toBe(false);
  });

  test('names, titles and recorded texts in the props are data; other strings are not', () => {
    const data = namesSent({
      station_name: 'Front Desk',
      categories: [{ id: 1, name: 'Retail' }],
      document: { title: 'Privacy policy' },
      consent_events: [{ consent_text: 'Yes, text me offers' }],
      status_label: 'Past due',
    });
    expect([...data].sort()).toEqual([
      'Front Desk',
      'Privacy policy',
      'Retail',
      'Yes, text me offers',
    ]);
  });
});
