import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator, groupOf, LOCALES, needsIcu, toLocale } from '../../common/i18n';
import { formattersFor } from '../../common/intlFormats';
import { MENU_ROUTE_NAMES } from '../../common/menu';
import { MESSAGES, throttleMessage } from '../../common/messages';
import { CATALOGUES, translator } from '../../server/services/i18n';
import { say, speak } from '../../common/said';
import { icuFormatter } from '../../common/icu';
import { waitParts } from '../../common/checkIns';
import { untranslated } from '../support/untranslated';

/**
 * The catalogue check (it runs in `npm test`): every language has
 * exactly English's keys, every message is valid ICU with the same
 * placeholders, no key is unused, and the pages listed as translated say
 * nothing to a person that is not in the catalogue.
 */
const ROOT = join(import.meta.dirname, '../..');
const en = CATALOGUES.en;

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    if (el.type === TYPE.tag) placeholders(el.children, into);
  }
  return into;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

describe('the catalogues', () => {
  test.each(LOCALES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys: none missing, none extra',
    (locale) => {
      const keys = Object.keys(CATALOGUES[locale]);
      expect(
        Object.keys(en).filter((k) => !keys.includes(k)),
        'missing',
      ).toEqual([]);
      expect(
        keys.filter((k) => !(k in en)),
        'extra',
      ).toEqual([]);
    },
  );

  test.each(LOCALES)(
    'every %s message is valid ICU, with the placeholders of the English one',
    (locale) => {
      const problems: string[] = [];
      for (const [key, message] of Object.entries(CATALOGUES[locale])) {
        try {
          const mine = placeholders(parse(message as string));
          const english = placeholders(parse(en[key] as string));
          if ([...mine].sort().join() !== [...english].sort().join())
            problems.push(`${key}: {${[...mine]}} vs English {${[...english]}}`);
        } catch (err) {
          problems.push(`${key}: ${(err as Error).message}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  test('each group file holds the keys of its group, and only those', () => {
    const misplaced: string[] = [];
    for (const locale of LOCALES) {
      const dir = join(ROOT, 'resources/lang', locale);
      for (const file of readdirSync(dir)) {
        const keys = Object.keys(JSON.parse(readFileSync(join(dir, file), 'utf8')));
        misplaced.push(
          ...keys
            .filter((k) => `${groupOf(k)}.json` !== file)
            .map((k) => `${locale}/${file}: ${k}`),
        );
      }
    }
    expect(misplaced).toEqual([]);
  });

  test('no message is empty and every key names its group', () => {
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(CATALOGUES[locale])) {
        expect(String(message).trim(), `${locale} ${key}`).not.toBe('');
        expect(groupOf(key), key).toMatch(/^[a-z]+$/);
      }
    }
  });

  test('every key is used: named in the code, or a menu entry or group by its route, or a spec message the server says in English', () => {
    const code = ['resources/js', 'server', 'common']
      .flatMap((d) => sourceFiles(d))
      .map((f) => readFileSync(join(ROOT, f), 'utf8'))
      .join('\n');
    const groups = ['Invoices', 'Payroll', 'Reports', 'Customers', 'Settings'];
    const used = (key: string) => {
      // A menu entry's name by its route: an entry being added on another branch may have its name before its route lands.
      if (key.startsWith('shell.menu.')) return /^shell\.menu\.[a-z_-]+(\.[a-z_-]+)*$/.test(key);
      if (key.startsWith('shell.group.')) return groups.includes(key.slice('shell.group.'.length));
      if (code.includes(`'${key}'`)) return true;
      // A field's name inside a sentence is named by its label (common/labels.ts): text('name'), sayLabel('creditCard').
      if (key.startsWith('rules.label.'))
        return code.includes(`'${key.slice('rules.label.'.length)}'`);
      // What the server and the shared rules say is said by key where it is said (common/said.ts): a key nobody
      // names is a sentence nobody can say.
      return false;
    };
    expect(Object.keys(en).filter((k) => !used(k))).toEqual([]);
    // It reads every source file: on a loaded two-core machine that takes more than the default 5 s.
  }, 60_000);

  test('every menu entry has its name in the catalogue', () => {
    expect(MENU_ROUTE_NAMES.filter((r) => !(`shell.menu.${r}` in en))).toEqual([]);
  });
});

describe('translated pages', () => {
  const files = sourceFiles('resources/js').filter((f) => !f.endsWith('.d.ts'));
  test.each(files)('%s shows no text outside the catalogue', (file) => {
    expect(untranslated(file)).toEqual([]);
  });

  test('the scan finds what a reader sees, and not what no reader sees (a check that can fail)', () => {
    const found = untranslated('tests/support/fixtures/untranslatedSample.tsx').map((line) =>
      line.replace(/^[^ ]+ /, ''),
    );
    expect(found).toEqual([
      'Save changes',
      'Delete category?',
      'Delete',
      '`Delete ${name}`',
      'No categories yet.',
      'Nothing in it yet',
      'Home',
    ]);
  });
});

describe('the translator', () => {
  test('formats placeholders and plurals in each language, English under a missing key', () => {
    const es = createTranslator('es', CATALOGUES.es, en, icuFormatter);
    expect(es('errors.throttle', { seconds: 1 })).toBe(
      'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 1 segundo.',
    );
    expect(es('errors.throttle', { seconds: 30 })).toContain('30 segundos');
    expect(
      createTranslator(
        'en',
        en,
        undefined,
        icuFormatter,
      )('customer.success.position', { position: 2 }),
    ).toBe('2nd');
    expect(
      createTranslator(
        'en',
        en,
        undefined,
        icuFormatter,
      )('customer.success.position', { position: 13 }),
    ).toBe('13th');
    expect(
      createTranslator(
        'vi',
        CATALOGUES.vi,
        en,
        icuFormatter,
      )('customer.success.position', { position: 2 }),
    ).toBe('Thứ 2');
    expect(createTranslator('vi', {}, en, icuFormatter)('clock.in')).toBe('Clock In');
    expect(createTranslator('vi', {}, en, icuFormatter)('no.such.key')).toBe('no.such.key');
  });

  test('the spec texts stay exactly as the spec writes them in English', () => {
    const t = createTranslator('en', en, undefined, icuFormatter);
    expect(t('errors.employeeNotFound')).toBe('Employee not found. Please check your credentials.');
    expect(t('errors.missingCredentials')).toBe(
      'Please enter either both User ID & Password or Card Swipe ID.',
    );
    expect(t('errors.clockInFailed')).toBe('Clock-in failed');
    expect(t('errors.notClockedIn')).toBe('Unable to clock out. Please clock in first.');
    expect(speak(MESSAGES.employeeNotFound, t)).toBe(t('errors.employeeNotFound'));
    expect(t('common.successTitle')).toBe(MESSAGES.successTitle);
    expect(t('common.errorTitle')).toBe(MESSAGES.errorTitle);
    expect(t('errors.throttle', { seconds: 42 })).toBe(
      'Too many login attempts. Please try again in 42 seconds.',
    );
    expect(speak(throttleMessage(42), t)).toBe(t('errors.throttle', { seconds: 42 }));
    expect(t('clock.confirm.in')).toBe('You are Clocking In');
    expect(t('clock.confirm.out')).toBe('You are Clocking Out');
  });

  test('a sentence by key reaches a Vietnamese page in Vietnamese; English text is never recognised', () => {
    const vi = translator('vi');
    expect(speak(MESSAGES.employeeNotFound, vi)).toBe(
      'Không tìm thấy nhân viên. Vui lòng kiểm tra lại thông tin đăng nhập.',
    );
    expect(speak(throttleMessage(5), vi)).toBe(
      'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 5 giây.',
    );
    expect(speak(MESSAGES.employeeNotFound, translator('en'))).toBe(
      'Employee not found. Please check your credentials.',
    );
    // The English of a catalogue message is only text: it goes as it came, in any language.
    expect(speak('Employee not found. Please check your credentials.', vi)).toBe(
      'Employee not found. Please check your credentials.',
    );
    expect(speak(say('errors.throttle', { seconds: 1 }), translator('es'))).toContain('1 segundo');
  });

  test('the wait, at the kiosk and at the desk, says its minutes in each language', () => {
    for (const [minutes, english] of [
      [0, 'No wait'],
      [1, 'About 5 minutes'],
      [31, 'About 35 minutes'],
      [100, 'About 1.5 hours'],
      [118, 'About 2 hours'],
    ] as const)
      for (const key of ['customer.wait', 'checkins.wait'])
        expect(translator('en')(key, waitParts(minutes)), `${key} ${minutes}`).toBe(english);
    expect(translator('vi')('checkins.wait', waitParts(31))).toBe('Khoảng 35 phút');
    expect(translator('vi')('customer.wait', waitParts(31))).toBe('Khoảng 35 phút');
    expect(translator('es')('customer.wait', waitParts(0))).toBe('Sin espera');
    expect(translator('es')('customer.wait', waitParts(100))).toBe('Unas 1.5 horas');
  });

  test('an unknown or missing language is English', () => {
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
    expect(toLocale('vi')).toBe('vi');
  });
});

describe('the browser’s formatter', () => {
  test('text and simple placeholders need no ICU runtime; plurals and selects do', () => {
    const compiled = {
      'x.plain': 'Hello',
      'x.simple': parse('Hi {name}!'),
      'x.plural': parse('{n, plural, one {# item} other {# items}}'),
    };
    const t = createTranslator('en', compiled);
    expect(t('x.plain')).toBe('Hello');
    expect(t('x.simple', { name: 'Anna' })).toBe('Hi Anna!');
    expect(needsIcu({ a: compiled['x.simple'] })).toBe(false);
    expect(needsIcu(compiled)).toBe(true);
    expect(createTranslator('en', compiled, undefined, icuFormatter)('x.plural', { n: 2 })).toBe(
      '2 items',
    );
  });
});

describe('formats', () => {
  test('money and numbers are written the store’s way in every language: one format on every screen', () => {
    for (const locale of ['en', 'vi', 'es'] as const) {
      expect(formattersFor(locale).money(123450)).toBe('$1,234.50');
      expect(formattersFor(locale).money(-2000)).toBe('\u2212$20.00');
      expect(formattersFor(locale).number(12345)).toBe('12,345');
    }
  });

  test('numeric times in the store’s zone and format; names of days and months in the reader’s words', () => {
    const instant = '2026-11-26T14:05:00Z';
    for (const locale of ['en', 'vi', 'es'] as const) {
      expect(formattersFor(locale).time(instant, 'America/New_York')).toBe('09:05 AM');
      expect(formattersFor(locale).dateTime(instant, 'America/New_York')).toBe(
        '11-26-2026 09:05 AM',
      );
    }
    // The store's zone, not the device's: the same instant in Los Angeles.
    expect(formattersFor('vi').time(instant, 'America/Los_Angeles')).toBe('06:05 AM');
    expect(formattersFor('vi').longDate('2026-11-26')).toBe('Thứ Năm, 26 tháng 11, 2026');
    expect(formattersFor('es').longDate('2026-11-26')).toBe('jueves, 26 de noviembre de 2026');
  });
});
