/**
 * Sentences by key (docs/features/languages-and-offline.md, "Sentences by key"). Whatever the
 * server or a shared rule says to a person (a flash, a field's or a rule's refusal, a note it
 * stores) is made where it is said from a catalogue key and its values: `say('flash.customers.saved')`,
 * `say('rules.x.tooMany', { max: 50 })`. It travels as a string (zod's messages, an Error's
 * message, the session's flash and a stored note are all strings), marked so that it can never be
 * mistaken for text, and it is spoken in the reader's language where it reaches the reader: the
 * page's props and a JSON answer on the server (server/http/speak.ts), `translateMessage` in the
 * browser. Nothing is recognised by its English.
 *
 * The form: U+E000, the key, and when there are values U+E001 and the values as JSON. A value that
 * is itself said (a field's label inside a sentence) is spoken first, in the same language.
 */
declare const SAID: unique symbol;
/** A sentence by key, not yet in a language. */
export type Said = string & { readonly [SAID]: true };
export type SaidValue = string | number | Said | null | undefined;
export type SaidValues = Record<string, SaidValue>;
/** Says a key with values (a key, its values' names and values): the translator's signature. */
export type SayIn = (key: string, values?: Record<string, string | number>) => string;

const MARK = '\uE000';
const SEP = '\uE001';

/** The sentence `key` of the catalogue (resources/lang/en) with its values. */
export function say(key: string, values?: SaidValues): Said {
  if (!values) return (MARK + key) as Said;
  const kept: Record<string, string | number> = {};
  let any = false;
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined) {
      kept[name] = value;
      any = true;
    }
  return (any ? MARK + key + SEP + JSON.stringify(kept) : MARK + key) as Said;
}

/** Whether a value is a sentence by key (a string that begins with the mark). */
export const isSaid = (value: unknown): value is Said =>
  typeof value === 'string' && value.charCodeAt(0) === 0xe000;

/** A said sentence's key and values; null for any other text. */
export function readSaid(
  text: string,
): { key: string; values: Record<string, string | number> } | null {
  if (!isSaid(text)) return null;
  const sep = text.indexOf(SEP);
  if (sep < 0) return { key: text.slice(1), values: {} };
  let values: Record<string, string | number> = {};
  try {
    const parsed: unknown = JSON.parse(text.slice(sep + 1));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      values = parsed as Record<string, string | number>;
  } catch {
    // A note cut short in storage: the sentence without its values, never the raw form.
  }
  return { key: text.slice(1, sep), values };
}

/** A sentence said in a language (`t`, the reader's translator); any other text as it is. */
export function speak(text: string, t: SayIn): string {
  const said = readSaid(text);
  if (!said) return text;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.values))
    values[name] = typeof value === 'string' && isSaid(value) ? speak(value, t) : value;
  return t(said.key, values);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null &&
  typeof v === 'object' &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * Every said sentence inside a value (a page's props, a JSON answer) spoken: plain objects and
 * arrays walked, each copied only where something in it was said, so a list with nothing to say
 * is returned as it was (no copy of a thousand rows on every render).
 */
export function speakAll<T>(value: T, t: SayIn): T {
  if (typeof value === 'string') return (isSaid(value) ? speak(value, t) : value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const spoken = speakAll(item, t);
      if (spoken !== item) (out ??= value.slice())[i] = spoken;
    }
    return (out ?? value) as T;
  }
  if (isPlainObject(value)) {
    let out: Record<string, unknown> | null = null;
    for (const key in value) {
      const item = value[key];
      const spoken = speakAll(item, t);
      if (spoken !== item) (out ??= { ...value })[key] = spoken;
    }
    return (out ?? value) as T;
  }
  return value;
}
