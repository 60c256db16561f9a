/**
 * Text on a colour someone picked (an employee's calendar colour): white or
 * near-black, whichever reads better (WCAG relative luminance), so initials on
 * any colour keep 4.5:1 where possible.
 */
function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(m[1].slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
/** gray-900 */
const DARK = luminance('#111827') ?? 0;

/** 'text-white' or 'text-gray-900' for text on `background` (white for anything unreadable as a colour). */
export function textClassOn(background: string): 'text-white' | 'text-gray-900' {
  const l = luminance(background);
  if (l === null) return 'text-white';
  return ratio(1, l) >= ratio(l, DARK) ? 'text-white' : 'text-gray-900';
}
