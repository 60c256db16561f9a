import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_DIGITS,
  amountAppendDigit,
  amountBackspace,
  amountDisplay,
  amountFromText,
  amountKey,
} from '../../resources/js/lib/keyboard';

/** Type a sequence of keys into an empty amount field; returns what it shows. */
function type(keys: string[], start = 0): { cents: number; shown: string } {
  let cents = start;
  for (const k of keys) {
    const next = amountKey(cents, k);
    if (next !== null) cents = next;
  }
  return { cents, shown: amountDisplay(cents) };
}

describe('amount fields: typed digits are cents, shown with two decimals', () => {
  it('typing 1 2 5 0 shows 12.50', () => {
    expect(type(['1', '2', '5', '0'])).toEqual({ cents: 1250, shown: '12.50' });
  });

  it('shows each step', () => {
    const steps: string[] = [];
    let cents = 0;
    for (const k of ['1', '2', '5', '0']) {
      cents = amountKey(cents, k)!;
      steps.push(amountDisplay(cents));
    }
    expect(steps).toEqual(['0.01', '0.12', '1.25', '12.50']);
  });

  it('empty shows 0.00', () => {
    expect(amountDisplay(0)).toBe('0.00');
  });

  it('backspace removes the last digit', () => {
    expect(amountBackspace(1250)).toBe(125);
    expect(amountDisplay(amountBackspace(1250))).toBe('1.25');
    expect(amountBackspace(5)).toBe(0);
    expect(amountBackspace(0)).toBe(0);
    expect(type(['1', '2', '5', '0', '{bksp}', '{bksp}'])).toEqual({ cents: 12, shown: '0.12' });
    expect(type(['9', 'Backspace'])).toEqual({ cents: 0, shown: '0.00' });
  });

  it('non-digits are ignored', () => {
    expect(amountKey(125, '.')).toBeNull();
    expect(amountKey(125, 'a')).toBeNull();
    expect(amountKey(125, 'Tab')).toBeNull();
    expect(amountKey(125, '{enter}')).toBeNull();
    expect(type(['1', '.', '2', '-', 'x', '5'])).toEqual({ cents: 125, shown: '1.25' });
    expect(amountAppendDigit(12, 'a')).toBe(12);
  });

  it('leading zeros do not count', () => {
    expect(type(['0', '0', '7'])).toEqual({ cents: 7, shown: '0.07' });
  });

  it('select-all then type replaces; select-all then backspace clears', () => {
    expect(amountKey(1250, '3', true)).toBe(3);
    expect(amountKey(1250, 'Backspace', true)).toBe(0);
    expect(amountKey(1250, '{bksp}', true)).toBe(0);
    expect(amountKey(1250, 'a', true)).toBeNull();
  });

  it('caps the number of digits', () => {
    const nine = '123456789'.split('');
    expect(type(nine).cents).toBe(123456789);
    expect(type([...nine, '0']).cents).toBe(123456789);
    expect(AMOUNT_MAX_DIGITS).toBe(9);
    expect(amountAppendDigit(12, '3', 2)).toBe(12);
  });

  it('reads cents from any text (a paste or a raw edit)', () => {
    expect(amountFromText('12.50')).toBe(1250);
    expect(amountFromText('$1,234.56')).toBe(123456);
    expect(amountFromText('12.503')).toBe(12503);
    expect(amountFromText('12.5')).toBe(125);
    expect(amountFromText('')).toBe(0);
    expect(amountFromText('abc')).toBe(0);
    expect(amountFromText('0.005')).toBe(5);
    expect(amountFromText('99999999999')).toBe(999999999);
  });

  it('displays bad values as 0.00', () => {
    expect(amountDisplay(Number.NaN)).toBe('0.00');
    expect(amountDisplay(-5)).toBe('0.00');
    expect(amountDisplay(12.9)).toBe('0.12');
  });
});
