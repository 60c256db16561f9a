import { describe, expect, test, vi } from 'vitest';

// The page's translator loads catalogues through the bundler; the formats here need none of it.
vi.mock('../../resources/js/lib/i18n', () => ({ useT: () => ({ locale: 'en' }) }));

describe('a minute of the day (Opening Hours, Close Batches, Terminal Devices)', () => {
  test('the spec’s h:mm A in English, the store’s hh:mm A in the other languages', async () => {
    const { formatMinuteOfDay, formatFor } = await import('../../resources/js/lib/localeFormat');
    expect(formatMinuteOfDay('en', 21 * 60)).toBe('9:00 PM');
    expect(formatMinuteOfDay('en', 9 * 60 + 30)).toBe('9:30 AM');
    // The store's region writes the time whatever the language, not Intl's "21:00".
    expect(formatMinuteOfDay('vi', 21 * 60)).toBe('09:00 PM');
    expect(formatMinuteOfDay('es', 30)).toBe('12:30 AM');
    // 24:00, the end of a day that closes at midnight.
    expect(formatMinuteOfDay('vi', 24 * 60)).toBe('12:00 AM');
    expect(formatMinuteOfDay('en', 24 * 60)).toBe('12:00 AM');
    expect(formatFor('es').minuteOfDay(20 * 60 + 15)).toBe('08:15 PM');
  });
});

// What the shared props say of the signed-in store (common/shared.ts), as a test sets it.
const shared: { store: { timezone: string; region?: string } | null } = { store: null };
vi.mock('@inertiajs/react', () => ({ usePage: () => ({ props: shared }) }));

describe("the page's formats follow the signed-in store's region (shared props store.region)", () => {
  const morning = '2026-11-26T14:05:00Z';

  test('a US store: MM-DD-YYYY and hh:mm A, as every page wrote before the setting', async () => {
    const { useStoreFormat, useFormat } = await import('../../resources/js/lib/localeFormat');
    shared.store = { timezone: 'America/New_York', region: 'en-US' };
    const f = useStoreFormat();
    expect(f.region).toBe('en-US');
    expect(f.dateTime(morning)).toBe('11-26-2026 09:05 AM');
    expect(f.date(morning)).toBe('11-26-2026');
    expect(f.date('2026-03-07')).toBe('03-07-2026');
    expect(f.time(morning)).toBe('09:05 AM');
    expect(f.money(123450)).toBe('$1,234.50');
    expect(useFormat().region).toBe('en-US');
  });

  test('a Canadian store: YYYY-MM-DD, the same clock and dollars', async () => {
    const { useStoreFormat, useFormat } = await import('../../resources/js/lib/localeFormat');
    shared.store = { timezone: 'America/Toronto', region: 'en-CA' };
    const f = useStoreFormat();
    expect(f.region).toBe('en-CA');
    expect(f.dateTime(morning)).toBe('2026-11-26 09:05 AM');
    expect(f.date(morning)).toBe('2026-11-26');
    expect(f.date('2026-03-07')).toBe('2026-03-07');
    expect(f.date('')).toBe('');
    expect(f.time(morning)).toBe('09:05 AM');
    expect(f.money(123450)).toBe('$1,234.50');
    expect(f.number(12345)).toBe('12,345');
    // A customer page passes its store's region; without one it is the signed-in store's.
    expect(useFormat().region).toBe('en-CA');
    expect(useFormat('en-US').region).toBe('en-US');
  });

  test('no store (the super admin, a guest), or a region the page does not know: en-US', async () => {
    const { useStoreFormat } = await import('../../resources/js/lib/localeFormat');
    shared.store = null;
    expect(useStoreFormat().date(morning)).toBe('11-26-2026');
    shared.store = { timezone: 'America/New_York', region: 'xx-XX' };
    expect(useStoreFormat().date('2026-03-07')).toBe('03-07-2026');
  });

  test('lib/format takes the region beside the zone; without one, the spec’s formats', async () => {
    const { formatDate, formatDateTime, formatLongDate, formatTime } =
      await import('../../resources/js/lib/format');
    expect(formatDateTime(morning, 'America/Toronto', 'en-CA')).toBe('2026-11-26 09:05 AM');
    expect(formatDateTime(morning, 'America/Toronto')).toBe('11-26-2026 09:05 AM');
    expect(formatDate(morning, 'America/Toronto', 'en-CA')).toBe('2026-11-26');
    expect(formatTime(morning, 'America/Toronto', 'en-CA')).toBe('09:05 AM');
    expect(formatLongDate('2026-11-21', 'short', 'en-CA')).toBe('2026-11-21');
    expect(formatLongDate('2026-11-21', 'short')).toBe('11-21-2026');
    expect(formatLongDate('2026-02-30', 'short', 'en-CA')).toBe('Invalid Date');
    expect(formatDate('junk', 'America/Toronto', 'en-CA')).toBe('Invalid Date');
  });
});
