/**
 * Layouts for react-simple-keyboard (docs/requirements.md §4): default and shift, swapped by
 * Shift (one-shot) and Caps Lock (toggle), and a number layout with a digit pad.
 * Module-level constants: react-simple-keyboard re-renders its buttons whenever
 * a non-function option changes identity, so these must never be rebuilt.
 */
import type { KeyboardButtonTheme, KeyboardLayoutObject } from 'react-simple-keyboard';

export const KEYBOARD_LAYOUTS: KeyboardLayoutObject = {
  default: [
    '` 1 2 3 4 5 6 7 8 9 0 - = {bksp}',
    'q w e r t y u i o p [ ] \\',
    "{lock} a s d f g h j k l ; ' {enter}", // key caps, not words: i18n-ignore
    '{shift} z x c v b n m , . / {shift}', // key caps, not words: i18n-ignore
    '{esc} @ .com {space}',
  ],
  shift: [
    '~ ! @ # $ % ^ & * ( ) _ + {bksp}',
    'Q W E R T Y U I O P { } |',
    '{lock} A S D F G H J K L : " {enter}', // key caps, not words: i18n-ignore
    '{shift} Z X C V B N M < > ? {shift}', // key caps, not words: i18n-ignore
    '{esc} @ .com {space}',
  ],
  number: ['1 2 3', '4 5 6', '7 8 9', '. 0 {bksp}', '{esc} {enter}'],
};

/**
 * The same with a VI key beside Hide, shown when the page speaks Vietnamese:
 * it switches Telex composing (telex.ts) on and off.
 */
export const VI_KEY = '{vi}';
export const KEYBOARD_LAYOUTS_VI: KeyboardLayoutObject = {
  ...KEYBOARD_LAYOUTS,
  default: [...KEYBOARD_LAYOUTS.default.slice(0, -1), `{esc} ${VI_KEY} @ .com {space}`],
  shift: [...KEYBOARD_LAYOUTS.shift.slice(0, -1), `{esc} ${VI_KEY} @ .com {space}`],
};

/** Labels for the function keys (merged with simple-keyboard's defaults). */
export const KEYBOARD_DISPLAY: Record<string, string> = {
  '{bksp}': '⌫',
  // English defaults: KeyboardProvider puts the page's language over these.
  '{enter}': 'Enter', // i18n-ignore
  '{shift}': '⇧ Shift',
  '{lock}': 'Caps', // i18n-ignore
  '{esc}': 'Hide', // i18n-ignore
  '{space}': ' ',
  '{vi}': 'VI',
};

/** Wrapper classes (react-simple-keyboard adds "simple-keyboard" itself). */
export const KEYBOARD_THEME = 'hg-theme-default vk-theme';

export const KEYBOARD_BUTTON_THEME: KeyboardButtonTheme[] = [
  { class: 'vk-key-fn', buttons: '{bksp} {enter} {shift} {lock} {esc} {vi}' },
  { class: 'vk-key-enter', buttons: '{enter}' },
  { class: 'vk-key-space', buttons: '{space}' },
];

const THEMES: Record<string, KeyboardButtonTheme[]> = {
  '00': KEYBOARD_BUTTON_THEME,
  '10': [...KEYBOARD_BUTTON_THEME, { class: 'vk-key-active', buttons: '{lock}' }],
  '01': [...KEYBOARD_BUTTON_THEME, { class: 'vk-key-active', buttons: '{shift}' }],
  '11': [...KEYBOARD_BUTTON_THEME, { class: 'vk-key-active', buttons: '{lock} {shift}' }],
};

/** Button classes with Caps Lock / a pending Shift highlighted (stable identities). */
export function buttonThemeFor(caps: boolean, oneShot: boolean): KeyboardButtonTheme[] {
  return THEMES[`${caps ? 1 : 0}${oneShot ? 1 : 0}`];
}
