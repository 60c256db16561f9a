/**
 * Pure logic behind the on-screen keyboard (docs/requirements.md §4) and the amount field
 * (docs/requirements.md §2, §5): key handling, layout switching, the hold-to-repeat scheduler,
 * the per-device on/off switch and digit-as-cents editing. No React and no DOM
 * here, so all of it runs in unit tests under node.
 */
import { centsToAmount } from '@common/money';

// ---------------------------------------------------------------------------
// Layouts and shift / caps lock
// ---------------------------------------------------------------------------

/** The layouts the keyboard shows; `data-layout` on the keyboard root is one of these. */
export type LayoutName = 'default' | 'shift' | 'number';
/** What a requester asks for: text (default/shift) or the digit pad. */
export type RequestedLayout = 'default' | 'number';

export interface LayoutState {
  layout: LayoutName;
  /** Caps Lock is on: the base layout is shift until toggled off. */
  caps: boolean;
  /** Shift was pressed: the next character key returns to the base layout. */
  oneShot: boolean;
}

export const SHIFT_KEY = '{shift}';
export const LOCK_KEY = '{lock}';
export const BKSP_KEY = '{bksp}';
export const ENTER_KEY = '{enter}';
export const ESC_KEY = '{esc}';
export const SPACE_KEY = '{space}';
export const TAB_KEY = '{tab}';

/** Initial layout state for a requested layout. */
export function initialLayoutState(requested: RequestedLayout = 'default'): LayoutState {
  return { layout: requested === 'number' ? 'number' : 'default', caps: false, oneShot: false };
}

function baseLayout(caps: boolean): LayoutName {
  return caps ? 'shift' : 'default';
}

/**
 * Next layout state after a key press. Shift is one-shot (it flips the layout
 * for the next character, pressing it again cancels), Caps Lock toggles. The
 * number layout has neither and never changes.
 */
export function nextLayoutState(state: LayoutState, key: string): LayoutState {
  if (state.layout === 'number') return state;
  if (key === LOCK_KEY) {
    const caps = !state.caps;
    return { layout: baseLayout(caps), caps, oneShot: false };
  }
  if (key === SHIFT_KEY) {
    if (state.oneShot) return { layout: baseLayout(state.caps), caps: state.caps, oneShot: false };
    return { layout: state.caps ? 'default' : 'shift', caps: state.caps, oneShot: true };
  }
  if (state.oneShot && isCharacterKey(key)) {
    return { layout: baseLayout(state.caps), caps: state.caps, oneShot: false };
  }
  return state;
}

/** A key that types text: anything that is not a {function} key, plus {space}. */
export function isCharacterKey(key: string): boolean {
  if (key === SPACE_KEY) return true;
  return !isFunctionKey(key);
}

/** simple-keyboard's rule: "{name}" buttons are function keys (but "{" and "}" alone are characters). */
export function isFunctionKey(key: string): boolean {
  return key.length > 2 && key.startsWith('{') && key.endsWith('}');
}

/** Enter and Escape hide the keyboard (docs/requirements.md §4). */
export function isHideKey(key: string): boolean {
  return key === ENTER_KEY || key === ESC_KEY;
}

/** Keys that repeat while held: characters, space and backspace. */
export function isRepeatableKey(key: string): boolean {
  return key === BKSP_KEY || isCharacterKey(key);
}

/** Input modes that mean digits: staff numbers, PINs, amounts, phones. */
const NUMERIC_INPUT_MODES = new Set(['numeric', 'decimal', 'tel']);

/**
 * The digit pad for numeric things (docs/ui.md "The keyboard"): a requested number layout,
 * input type number or tel, or a numeric input mode; QWERTY for free text.
 */
export function resolveRequestedLayout(
  requested: RequestedLayout | undefined,
  inputType: string | undefined,
  inputMode?: string | null,
): RequestedLayout {
  if (requested) return requested;
  const type = (inputType ?? '').toLowerCase();
  if (type === 'number' || type === 'tel') return 'number';
  if (NUMERIC_INPUT_MODES.has((inputMode ?? '').toLowerCase())) return 'number';
  return 'default';
}

/** docs/requirements.md §9: the number keyboard is 400px wide; text gets the full width. */
export const NUMBER_KEYBOARD_WIDTH = 400;

export function keyboardWidth(layout: LayoutName): string {
  return layout === 'number' ? `${NUMBER_KEYBOARD_WIDTH}px` : '100%';
}

// ---------------------------------------------------------------------------
// Editing a value with a key
// ---------------------------------------------------------------------------

export interface EditState {
  value: string;
  /** Selection start (caret when start === end). */
  start: number;
  end: number;
}

export type KeyResult =
  { kind: 'edit'; state: EditState } | { kind: 'hide' } | { kind: 'layout' } | { kind: 'none' };

function clampSel(state: EditState): EditState {
  const len = state.value.length;
  const start = Math.max(0, Math.min(Number.isFinite(state.start) ? state.start : len, len));
  const end = Math.max(start, Math.min(Number.isFinite(state.end) ? state.end : len, len));
  return { value: state.value, start, end };
}

/** Insert text at the selection (replacing it), honouring an optional max length. */
export function insertText(state: EditState, text: string, maxLength?: number): EditState {
  const s = clampSel(state);
  let insert = text;
  if (maxLength !== undefined && maxLength >= 0) {
    const room = maxLength - (s.value.length - (s.end - s.start));
    if (room <= 0) return s;
    insert = insert.slice(0, room);
  }
  const value = s.value.slice(0, s.start) + insert + s.value.slice(s.end);
  const caret = s.start + insert.length;
  return { value, start: caret, end: caret };
}

/** Backspace: delete the selection, or the character before the caret. */
export function backspace(state: EditState): EditState {
  const s = clampSel(state);
  if (s.end > s.start) {
    return {
      value: s.value.slice(0, s.start) + s.value.slice(s.end),
      start: s.start,
      end: s.start,
    };
  }
  if (s.start === 0) return s;
  const caret = s.start - 1;
  return { value: s.value.slice(0, caret) + s.value.slice(s.start), start: caret, end: caret };
}

/**
 * What a key does to the requesting input: Enter/Escape hide, Shift/Caps
 * change the layout, backspace deletes, space and characters insert, other
 * function keys do nothing.
 */
export function applyKey(state: EditState, key: string, maxLength?: number): KeyResult {
  if (isHideKey(key)) return { kind: 'hide' };
  if (key === SHIFT_KEY || key === LOCK_KEY) return { kind: 'layout' };
  if (key === BKSP_KEY) return { kind: 'edit', state: backspace(state) };
  if (key === SPACE_KEY) return { kind: 'edit', state: insertText(state, ' ', maxLength) };
  if (isFunctionKey(key)) return { kind: 'none' };
  return { kind: 'edit', state: insertText(state, key, maxLength) };
}

// ---------------------------------------------------------------------------
// Hold to repeat: first repeat after 500 ms, then every 100 ms (docs/requirements.md §4)
// ---------------------------------------------------------------------------

export const REPEAT_DELAY_MS = 500;
export const REPEAT_INTERVAL_MS = 100;

export interface TimerApi {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

export interface Repeater {
  /** Start holding `key`: `onRepeat(key)` after the delay, then every interval. Restarts if already holding. */
  start(key: string): void;
  /** Release: no more repeats. */
  stop(): void;
  /** The key being held, or null. */
  readonly holding: string | null;
}

/**
 * The hold-to-repeat scheduler. The first press is the caller's business (the
 * keyboard fires it on pointer down); this only produces the repeats.
 */
export function createRepeater(
  onRepeat: (key: string) => void,
  options: { delay?: number; interval?: number; timers?: TimerApi } = {},
): Repeater {
  const delay = options.delay ?? REPEAT_DELAY_MS;
  const interval = options.interval ?? REPEAT_INTERVAL_MS;
  const timers: TimerApi = options.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  };
  let timeoutId: unknown = null;
  let intervalId: unknown = null;
  let holding: string | null = null;

  const stop = () => {
    if (timeoutId !== null) timers.clearTimeout(timeoutId);
    if (intervalId !== null) timers.clearInterval(intervalId);
    timeoutId = null;
    intervalId = null;
    holding = null;
  };

  return {
    start(key: string) {
      stop();
      holding = key;
      timeoutId = timers.setTimeout(() => {
        timeoutId = null;
        if (holding !== key) return;
        onRepeat(key);
        if (holding !== key) return; // the callback may have released the key
        intervalId = timers.setInterval(() => {
          if (holding === key) onRepeat(key);
        }, interval);
      }, delay);
    },
    stop,
    get holding() {
      return holding;
    },
  };
}

// ---------------------------------------------------------------------------
// Per-device switch (localStorage `vk-enabled` = 'on' | 'off')
// ---------------------------------------------------------------------------

export const VK_STORAGE_KEY = 'vk-enabled';

/** docs/requirements.md §9: 768px and less is mobile. */
export const MOBILE_MAX_WIDTH = 768;
/** The devices the keyboard is on for by default: a touch screen wider than a phone. */
export const TOUCH_TABLET_QUERY = `(pointer: coarse) and (min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

export interface DeviceTraits {
  /** The primary pointer is a finger. */
  coarsePointer: boolean;
  /** Viewport width in CSS pixels. */
  width: number;
}

/**
 * 'on' forces it on (even with a mouse), 'off' switches it off; otherwise it
 * is on only for touch tablets (coarse pointer, wider than 768 px). Phones keep
 * their own keyboard; desktops have a real one.
 */
export function resolveKeyboardEnabled(
  stored: string | null | undefined,
  device: DeviceTraits,
): boolean {
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  return device.coarsePointer && device.width > MOBILE_MAX_WIDTH;
}

// ---------------------------------------------------------------------------
// Never cover the field being typed into
// ---------------------------------------------------------------------------

export interface VerticalBox {
  top: number;
  bottom: number;
}

/**
 * How far to scroll (positive: content moves up) so that `field` shows
 * between `visibleTop` and the keyboard's top edge, with a margin; 0 when it
 * already does. A field taller than the room left is aligned by its top.
 */
export function revealDelta(
  field: VerticalBox,
  visibleTop: number,
  keyboardTop: number,
  margin = 12,
): number {
  const room = keyboardTop - visibleTop;
  const height = field.bottom - field.top;
  if (height + 2 * margin > room) return field.top - margin - visibleTop;
  if (field.bottom + margin > keyboardTop) return field.bottom + margin - keyboardTop;
  if (field.top - margin < visibleTop) return field.top - margin - visibleTop;
  return 0;
}

// ---------------------------------------------------------------------------
// Amount fields: typed digits are cents, shown with two decimals
// ---------------------------------------------------------------------------

/** Default number of digits an amount field accepts ($9,999,999.99). */
export const AMOUNT_MAX_DIGITS = 9;

/** What an amount field shows for a value in cents: 1250 → "12.50". */
export function amountDisplay(cents: number): string {
  return centsToAmount(Number.isFinite(cents) ? Math.max(0, Math.trunc(cents)) : 0);
}

/** Type one more digit: 125 then "0" → 1250. Non-digits are ignored; the length is capped. */
export function amountAppendDigit(
  cents: number,
  digit: string,
  maxDigits = AMOUNT_MAX_DIGITS,
): number {
  if (!/^\d$/.test(digit)) return cents;
  const current = cents > 0 ? String(Math.trunc(cents)) : '';
  const next = current + digit;
  if (next.replace(/^0+/, '').length > maxDigits) return cents;
  return Number(next);
}

/** Backspace drops the last typed digit: 1250 → 125. */
export function amountBackspace(cents: number): number {
  return Math.floor(Math.max(0, Math.trunc(cents)) / 10);
}

/** Cents from any text (a paste, a raw edit): its digits, capped at `maxDigits`. */
export function amountFromText(text: string, maxDigits = AMOUNT_MAX_DIGITS): number {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return 0;
  return Number(digits.slice(0, maxDigits));
}

/**
 * One key on an amount field (virtual key name or physical `KeyboardEvent.key`).
 * `replace` means the whole text was selected: a digit starts over, backspace clears.
 * Returns null when the key is not the field's business (Tab, arrows, Enter...).
 */
export function amountKey(
  cents: number,
  key: string,
  replace = false,
  maxDigits = AMOUNT_MAX_DIGITS,
): number | null {
  const base = replace ? 0 : cents;
  if (/^\d$/.test(key)) return amountAppendDigit(base, key, maxDigits);
  if (key === BKSP_KEY || key === 'Backspace' || key === 'Delete' || key === '{delete}') {
    return replace ? 0 : amountBackspace(cents);
  }
  return null;
}

// ---------------------------------------------------------------------------
// Phone fields: caret kept after the same number of digits across reformatting
// ---------------------------------------------------------------------------

/** How many digits come before position `pos` in `text`. */
export function digitsBefore(text: string, pos: number): number {
  return text.slice(0, Math.max(0, pos)).replace(/\D/g, '').length;
}

/** The position in `formatted` just after its `n`th digit (0 → before the first digit). */
export function caretAfterDigits(formatted: string, n: number): number {
  if (n <= 0) {
    const first = formatted.search(/\d/);
    return first < 0 ? formatted.length : first;
  }
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i])) {
      seen++;
      if (seen === n) return i + 1;
    }
  }
  return formatted.length;
}
