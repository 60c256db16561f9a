import { useCallback, useRef } from 'react';
import type { RefObject } from 'react';
import type { SimpleKeyboard } from 'react-simple-keyboard';
import { isHideKey } from '../../lib/keyboard';
import { readSelection, setNativeValue, setSelection } from './keyboardDom';
import type { KeyboardFocus } from './useKeyboardFocus';
import type { KeyboardLayout } from './useKeyboardLayout';
import type { KeyboardTarget } from './useVirtualKeyboard';

/**
 * What a key on the keyboard does to the input it serves: the input's own handler hears it
 * first, Enter and Hide take the keyboard away, layout keys switch it, and any other key edits
 * the text as a user's edit would (a real input event), the caret kept.
 */
export function useKeyTyping(
  focus: Pick<KeyboardFocus, 'request' | 'hide' | 'hideAfterRelease'>,
  layout: Pick<KeyboardLayout, 'switchFor' | 'edit'>,
  keyboard: RefObject<SimpleKeyboard | null>,
) {
  const { request, hide, hideAfterRelease } = focus;
  const { switchFor, edit } = layout;
  const changeSeen = useRef<{ el: KeyboardTarget; seen: boolean } | null>(null);

  /** A bound onChange ran for this input: the key's edit reached its owner. */
  const noteChange = useCallback((el: EventTarget | null) => {
    if (changeSeen.current && changeSeen.current.el === el) changeSeen.current.seen = true;
  }, []);

  const handleKey = useCallback(
    (key: string) => {
      const req = request.current;
      if (!req) return;
      const el = req.el;
      if (!el.isConnected) {
        hide();
        return;
      }
      const options = req.getOptions();
      const handled = options?.onKeyPress?.(key, el) === true;

      if (isHideKey(key)) {
        hideAfterRelease();
        return;
      }
      if (switchFor(key) || handled) return;

      const { start, end } = readSelection(el);
      const maxLength = el.maxLength > 0 ? el.maxLength : undefined;
      const result = edit(el, key, start, end, maxLength);
      if (result.kind !== 'edit') return;
      const { value, start: caret } = result.state;

      if (document.activeElement !== el) el.focus({ preventScroll: true });

      if (value !== el.value) {
        // A real input event so React-controlled inputs (and plain listeners)
        // stay in sync; the bound onChange reports back through noteChange.
        changeSeen.current = { el, seen: false };
        setNativeValue(el, value);
        setSelection(el, caret);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        const seen = changeSeen.current.seen;
        changeSeen.current = null;
        if (!seen) options?.onChange(value);
        // React re-renders the controlled value; put the caret back if the text is unchanged.
        requestAnimationFrame(() => {
          if (el.value === value && document.activeElement === el) setSelection(el, caret);
        });
      } else {
        setSelection(el, caret);
      }
      keyboard.current?.setInput(value);
    },
    [request, hide, hideAfterRelease, switchFor, edit, keyboard],
  );

  return { handleKey, noteChange };
}
