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
