/**
 * A sentence by key (common/said.ts) equals the English text it says: a test may write what a person
 * reads in English (`{ name: 'The name field is required.' }`) where the code returns the sentence's
 * key and values. Only deep equality (toEqual, toMatchObject, toStrictEqual) looks through it; a key
 * that does not exist says itself, so a misspelt key still fails. Registered for the unit and http
 * projects (vitest.config.ts).
 */
import { expect } from 'vitest';
import { isSaid, speak } from '../../common/said';
import { translator } from '../../server/services/i18n';

const en = translator('en');

/** What a sentence by key reads in English; any other value as it is. */
export const english = <T>(value: T): T =>
  (typeof value === 'string' ? speak(value, en) : value) as T;

const isMatcher = (v: unknown): v is { asymmetricMatch(x: unknown): boolean } =>
  v !== null &&
  typeof v === 'object' &&
  typeof (v as { asymmetricMatch?: unknown }).asymmetricMatch === 'function';

expect.addEqualityTesters([
  function saidEqualsItsEnglish(a: unknown, b: unknown) {
    // An asymmetric matcher (expect.stringMatching) looks at the English.
    if (isSaid(a) && isMatcher(b)) return b.asymmetricMatch(english(a));
    if (isSaid(b) && isMatcher(a)) return a.asymmetricMatch(english(b));
    const aSaid = isSaid(a);
    const bSaid = isSaid(b);
    if (aSaid === bSaid || typeof a !== 'string' || typeof b !== 'string') return undefined;
    return english(a) === english(b);
  },
]);

interface SaidMatchers<R = unknown> {
  /** Like toThrow(text | pattern), on the English of the error's sentence by key. */
  toThrowSaying(expected: string | RegExp): R;
}
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any -- vitest's own pattern for a custom matcher's type
  interface Matchers<T = any> extends SaidMatchers<T> {}
}

expect.extend({
  toThrowSaying(received: unknown, expected: string | RegExp) {
    let error: unknown = received;
    if (typeof received === 'function') {
      error = undefined;
      try {
        (received as () => unknown)();
      } catch (err) {
        error = err;
      }
    }
    const message = error instanceof Error ? english(error.message) : undefined;
    const pass =
      message !== undefined &&
      (typeof expected === 'string' ? message.includes(expected) : expected.test(message));
    return {
      pass,
      message: () =>
        `expected an error saying ${String(expected)}, got ${message === undefined ? 'none' : JSON.stringify(message)}`,
    };
  },
});
