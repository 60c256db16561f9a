import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyKey,
  initialLayoutState,
  LOCK_KEY,
  nextLayoutState,
  resolveRequestedLayout,
  SHIFT_KEY,
  type KeyResult,
  type LayoutState,
} from '../../lib/keyboard';
import { activeLocale, translate } from '@/lib/i18n';
import { ownInputMode } from './keyboardDom';
import { KEYBOARD_DISPLAY, VI_KEY } from './layouts';
import type { telex as Telex } from './telex';
import type { BindOptions, KeyboardTarget } from './useVirtualKeyboard';

/** A letter typed in Telex: the text before the caret is composed with it (telex.ts), the rest kept. */
function telexEdit(
  telex: typeof Telex,
  value: string,
  start: number,
  end: number,
  key: string,
  maxLength?: number,
): KeyResult {
  const before = telex(value.slice(0, start), key);
  const next = before + value.slice(end);
  if (maxLength !== undefined && next.length > maxLength) return { kind: 'none' as const };
  return {
    kind: 'edit' as const,
    state: { value: next, start: before.length, end: before.length },
  };
}

/**
 * The keyboard's layout and what a key types: the layout an input asks for, Shift (one-shot) and
 * Caps Lock, the function keys' names in the page's language, and on Vietnamese pages Telex
 * composing behind the VI key.
 */
export function useKeyboardLayout() {
  const [state, setState] = useState<LayoutState>(() => initialLayoutState());
  // On Vietnamese pages the VI key turns Telex composing on for names and notes; off by default, since staff
  // numbers and card ids typed on the letter keys must stay as typed (CARD → CẢD otherwise).
  const [telexOn, setTelexOn] = useState(false);
  // Fetched when the keyboard first opens on a Vietnamese page: nobody else needs it.
  const telex = useRef<typeof Telex | null>(null);
  const loadTelex = useCallback(() => {
    if (!telex.current) void import('./telex').then((m) => (telex.current = m.telex));
  }, []);
  const locale = activeLocale();
  const vietnamese = locale === 'vi';
  // One object per language: react-simple-keyboard redraws its buttons when `display` changes identity.
  const labels = useMemo(
    () => ({
      ...KEYBOARD_DISPLAY,
      '{enter}': translate('common.keyEnter'),
      '{esc}': translate('common.keyHide'),
      '{shift}': translate('common.keyShift'),
      '{lock}': translate('common.keyCaps'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- translate reads the active language: the language is the dependency
    [locale],
  );

  /** A new input asked for the keyboard: its layout (text or the digit pad), unshifted. */
  const openFor = useCallback((el: KeyboardTarget, options: BindOptions | undefined) => {
    const requested = resolveRequestedLayout(
      options?.layout,
      (el as HTMLInputElement).type,
      ownInputMode(el),
    );
    setState(initialLayoutState(requested));
  }, []);

  /** A key moves the layout on; true when that is all it does (VI, Shift, Caps Lock). */
  const switchFor = useCallback(
    (key: string): boolean => {
      if (key === VI_KEY) {
        loadTelex();
        setTelexOn((on) => !on);
        return true;
      }
      setState((s) => nextLayoutState(s, key));
      return key === SHIFT_KEY || key === LOCK_KEY;
    },
    [loadTelex],
  );

  /** What a key does to the input's text: composed in Telex for a letter on a Vietnamese page with Telex on, typed as is otherwise. */
  const edit = useCallback(
    (el: KeyboardTarget, key: string, start: number, end: number, maxLength?: number) => {
      const compose = telex.current;
      const composing =
        !!compose &&
        telexOn &&
        activeLocale() === 'vi' &&
        state.layout !== 'number' &&
        el.type !== 'password' &&
        /^\p{L}$/u.test(key);
      return composing
        ? telexEdit(compose, el.value, start, end, key, maxLength)
        : applyKey({ value: el.value, start, end }, key, maxLength);
    },
    [telexOn, state.layout],
  );

  return { state, telexOn, vietnamese, labels, loadTelex, openFor, switchFor, edit };
}

export type KeyboardLayout = ReturnType<typeof useKeyboardLayout>;

/** On a Vietnamese page Telex is fetched as the keyboard shows, so the VI key composes at once. */
export function usePreloadTelex(visible: boolean, { vietnamese, loadTelex }: KeyboardLayout) {
  useEffect(() => {
    if (visible && vietnamese) loadTelex();
  }, [visible, vietnamese, loadTelex]);
}
