import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyKey,
  backspace,
  caretAfterDigits,
  createRepeater,
  digitsBefore,
  initialLayoutState,
  insertText,
  isFunctionKey,
  isHideKey,
  isRepeatableKey,
  keyboardWidth,
  nextLayoutState,
  REPEAT_DELAY_MS,
  REPEAT_INTERVAL_MS,
  resolveKeyboardEnabled,
  resolveRequestedLayout,
  revealDelta,
  type LayoutState,
} from '../../resources/js/lib/keyboard';
import { KEYBOARD_LAYOUTS } from '../../resources/js/Components/keyboard/layouts';

function press(state: LayoutState, ...keys: string[]): LayoutState {
  return keys.reduce(nextLayoutState, state);
}

describe('layouts: shift and caps lock swap default and shift', () => {
  it('starts on default, or number for a number request', () => {
    expect(initialLayoutState().layout).toBe('default');
    expect(initialLayoutState('number').layout).toBe('number');
  });

  it('shift is one-shot: next character returns to default', () => {
    const s1 = press(initialLayoutState(), '{shift}');
    expect(s1).toEqual({ layout: 'shift', caps: false, oneShot: true });
    const s2 = press(s1, 'A');
    expect(s2).toEqual({ layout: 'default', caps: false, oneShot: false });
  });

  it('shift pressed twice cancels', () => {
    expect(press(initialLayoutState(), '{shift}', '{shift}').layout).toBe('default');
  });

  it('shift does not end on backspace or other function keys', () => {
    expect(press(initialLayoutState(), '{shift}', '{bksp}').layout).toBe('shift');
  });

  it('space ends a one-shot shift', () => {
    expect(press(initialLayoutState(), '{shift}', '{space}').layout).toBe('default');
  });

  it('caps lock toggles and stays', () => {
    const s1 = press(initialLayoutState(), '{lock}');
    expect(s1).toEqual({ layout: 'shift', caps: true, oneShot: false });
    expect(press(s1, 'A', 'B').layout).toBe('shift');
    expect(press(s1, '{lock}').layout).toBe('default');
  });

  it('shift under caps lock gives one lower-case character', () => {
    const s = press(initialLayoutState(), '{lock}', '{shift}');
    expect(s.layout).toBe('default');
    expect(press(s, 'a').layout).toBe('shift');
  });

  it('number layout never changes', () => {
    const n = initialLayoutState('number');
    expect(press(n, '{shift}', '{lock}', '1')).toBe(n);
  });

  it('layouts exist with the keys tests tap', () => {
    expect(Object.keys(KEYBOARD_LAYOUTS).sort()).toEqual(['default', 'number', 'shift']);
    const numberKeys = KEYBOARD_LAYOUTS.number.join(' ').split(' ');
    for (const k of [
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '{bksp}',
      '{enter}',
      '{esc}',
    ]) {
      expect(numberKeys).toContain(k);
    }
    for (const name of ['default', 'shift']) {
      const keys = KEYBOARD_LAYOUTS[name].join(' ').split(' ');
      for (const k of ['{bksp}', '{enter}', '{shift}', '{lock}', '{esc}', '{space}'])
        expect(keys).toContain(k);
    }
    expect(KEYBOARD_LAYOUTS.default.join(' ').split(' ')).toContain('1');
    expect(KEYBOARD_LAYOUTS.shift.join(' ').split(' ')).toContain('A');
  });
});

describe('layout requested and width', () => {
  it('input type number or layout number gets the number pad', () => {
    expect(resolveRequestedLayout(undefined, 'number')).toBe('number');
    expect(resolveRequestedLayout('number', 'text')).toBe('number');
    expect(resolveRequestedLayout('default', 'text')).toBe('default');
    expect(resolveRequestedLayout(undefined, undefined)).toBe('default');
  });

  it('number keyboard is 400px wide, text full width', () => {
    expect(keyboardWidth('number')).toBe('400px');
    expect(keyboardWidth('default')).toBe('100%');
    expect(keyboardWidth('shift')).toBe('100%');
  });
});

describe('key handling', () => {
  const at = (value: string, start = value.length, end = start) => ({ value, start, end });

  it('enter and escape hide', () => {
    expect(applyKey(at('abc'), '{enter}')).toEqual({ kind: 'hide' });
    expect(applyKey(at('abc'), '{esc}')).toEqual({ kind: 'hide' });
    expect(isHideKey('{enter}')).toBe(true);
    expect(isHideKey('a')).toBe(false);
  });

  it('shift and lock only change the layout', () => {
    expect(applyKey(at('abc'), '{shift}')).toEqual({ kind: 'layout' });
    expect(applyKey(at('abc'), '{lock}')).toEqual({ kind: 'layout' });
  });

  it('characters insert at the caret, replacing a selection', () => {
    expect(applyKey(at('ac', 1), 'b')).toEqual({ kind: 'edit', state: at('abc', 2) });
    expect(applyKey(at('hello', 0, 5), 'x')).toEqual({ kind: 'edit', state: at('x', 1) });
    expect(applyKey(at('a'), '{space}')).toEqual({ kind: 'edit', state: at('a ', 2) });
    expect(applyKey(at('me'), '.com')).toEqual({ kind: 'edit', state: at('me.com', 6) });
  });

  it('braces alone are characters, {name} are function keys', () => {
    expect(isFunctionKey('{')).toBe(false);
    expect(isFunctionKey('}')).toBe(false);
    expect(isFunctionKey('{tab}')).toBe(true);
    expect(applyKey(at(''), '{')).toEqual({ kind: 'edit', state: at('{', 1) });
    expect(applyKey(at('x'), '{tab}')).toEqual({ kind: 'none' });
  });

  it('backspace deletes before the caret or the selection', () => {
    expect(backspace(at('abc'))).toEqual(at('ab'));
    expect(backspace(at('abc', 1))).toEqual(at('bc', 0));
    expect(backspace(at('abc', 0))).toEqual(at('abc', 0));
    expect(backspace(at('abcd', 1, 3))).toEqual(at('ad', 1));
    expect(applyKey(at(''), '{bksp}')).toEqual({ kind: 'edit', state: at('') });
  });

  it('out-of-range selections are clamped', () => {
    expect(insertText({ value: 'ab', start: 99, end: 99 }, 'c')).toEqual(at('abc'));
    expect(insertText({ value: 'ab', start: Number.NaN, end: Number.NaN }, 'c')).toEqual(at('abc'));
  });

  it('honours maxLength', () => {
    expect(insertText(at('abc'), 'd', 3)).toEqual(at('abc'));
    expect(insertText(at('abc', 0, 3), 'd', 3)).toEqual(at('d'));
    expect(insertText(at('ab'), '.com', 4)).toEqual(at('ab.c'));
  });
});

describe('hold to repeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses 500 ms then 100 ms', () => {
    expect(REPEAT_DELAY_MS).toBe(500);
    expect(REPEAT_INTERVAL_MS).toBe(100);
  });

  it('first repeat after 500 ms, then every 100 ms, until released', () => {
    const fired: string[] = [];
    const r = createRepeater((k) => fired.push(k));
    r.start('a');
    expect(r.holding).toBe('a');
    vi.advanceTimersByTime(499);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['a']);
    vi.advanceTimersByTime(99);
    expect(fired).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fired).toHaveLength(2);
    vi.advanceTimersByTime(300);
    expect(fired).toHaveLength(5);
    r.stop();
    expect(r.holding).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(fired).toHaveLength(5);
  });

  it('a release before 500 ms gives no repeat', () => {
    const fn = vi.fn();
    const r = createRepeater(fn);
    r.start('{bksp}');
    vi.advanceTimersByTime(400);
    r.stop();
    vi.advanceTimersByTime(2000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('holding another key restarts the delay', () => {
    const fired: string[] = [];
    const r = createRepeater((k) => fired.push(k));
    r.start('a');
    vi.advanceTimersByTime(450);
    r.start('b');
    vi.advanceTimersByTime(450);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(fired).toEqual(['b']);
    vi.advanceTimersByTime(100);
    expect(fired).toEqual(['b', 'b']);
    r.stop();
  });

  it('a callback that releases stops the repeat', () => {
    const holder: { r?: ReturnType<typeof createRepeater> } = {};
    const fn = vi.fn(() => holder.r?.stop());
    const r = createRepeater(fn);
    holder.r = r;
    r.start('x');
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('custom delay and interval', () => {
    const fn = vi.fn();
    const r = createRepeater(fn, { delay: 10, interval: 5 });
    r.start('x');
    vi.advanceTimersByTime(20);
    expect(fn).toHaveBeenCalledTimes(3);
    r.stop();
  });

  it('only characters, space and backspace repeat', () => {
    expect(isRepeatableKey('a')).toBe(true);
    expect(isRepeatableKey('1')).toBe(true);
    expect(isRepeatableKey('{bksp}')).toBe(true);
    expect(isRepeatableKey('{space}')).toBe(true);
    for (const k of ['{enter}', '{esc}', '{shift}', '{lock}'])
      expect(isRepeatableKey(k)).toBe(false);
  });
});

describe('per-device switch', () => {
  const tablet = { coarsePointer: true, width: 1024 };
  const phone = { coarsePointer: true, width: 390 };
  const desktop = { coarsePointer: false, width: 1366 };
  it("'on' forces it on and 'off' switches it off on any device", () => {
    expect(resolveKeyboardEnabled('on', desktop)).toBe(true);
    expect(resolveKeyboardEnabled('on', phone)).toBe(true);
    expect(resolveKeyboardEnabled('off', tablet)).toBe(false);
  });
  it('by default it is on only for touch tablets: coarse pointer and wider than 768 px', () => {
    expect(resolveKeyboardEnabled(null, tablet)).toBe(true);
    expect(resolveKeyboardEnabled('junk', tablet)).toBe(true);
    expect(resolveKeyboardEnabled(null, { coarsePointer: true, width: 769 })).toBe(true);
    expect(resolveKeyboardEnabled(null, desktop)).toBe(false);
  });
  it('phones keep their own keyboard (768 px and less)', () => {
    expect(resolveKeyboardEnabled(null, phone)).toBe(false);
    expect(resolveKeyboardEnabled(null, { coarsePointer: true, width: 768 })).toBe(false);
  });
});

describe('the keyboard never covers the field it types into', () => {
  // Viewport: scroll region from y=100; keyboard top at y=500.
  it('a field under the keyboard scrolls up until its bottom is above it, with a margin', () => {
    expect(revealDelta({ top: 560, bottom: 604 }, 100, 500)).toBe(604 + 12 - 500);
  });
  it('a field partly under it too ("typing 1550 leaves .50 visible")', () => {
    expect(revealDelta({ top: 480, bottom: 524 }, 100, 500)).toBe(36);
  });
  it('a field above the top of the region scrolls down into view', () => {
    expect(revealDelta({ top: 40, bottom: 84 }, 100, 500)).toBe(40 - 12 - 100);
  });
  it('a field already between the top and the keyboard does not move', () => {
    expect(revealDelta({ top: 300, bottom: 344 }, 100, 500)).toBe(0);
  });
  it('a field taller than the room left is aligned by its top', () => {
    expect(revealDelta({ top: 600, bottom: 1000 }, 100, 500)).toBe(600 - 12 - 100);
  });
});

describe('digit pad or letters', () => {
  it('staff numbers, PINs, amounts and phones get the digit pad; free text gets letters', () => {
    expect(resolveRequestedLayout(undefined, 'text', 'numeric')).toBe('number');
    expect(resolveRequestedLayout(undefined, 'password', 'numeric')).toBe('number');
    expect(resolveRequestedLayout(undefined, 'text', 'decimal')).toBe('number');
    expect(resolveRequestedLayout(undefined, 'tel', null)).toBe('number');
    expect(resolveRequestedLayout(undefined, 'email', null)).toBe('default');
    expect(resolveRequestedLayout(undefined, 'password', null)).toBe('default');
    expect(resolveRequestedLayout('number', 'text', null)).toBe('number');
  });
});

describe('phone caret helpers', () => {
  it('counts digits before a position and finds the position after n digits', () => {
    expect(digitsBefore('(555) 123-4567', 6)).toBe(3);
    expect(caretAfterDigits('(555) 123-4567', 3)).toBe(4);
    expect(caretAfterDigits('(555) 123-4567', 4)).toBe(7);
    expect(caretAfterDigits('(555) 123-4567', 0)).toBe(1);
    expect(caretAfterDigits('(555) 123-4567', 99)).toBe(14);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});
