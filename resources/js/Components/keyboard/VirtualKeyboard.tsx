/**
 * The on-screen keyboard itself (docs/requirements.md §4): react-simple-keyboard with our
 * layouts, plus our own hold-to-repeat (first repeat after 500 ms, then every
 * 100 ms) driven by pointer events — simple-keyboard's built-in hold is
 * switched off. Presentational: the provider decides what keys do.
 *
 * Root: data-test="virtual-keyboard", data-layout="default|shift|number".
 * Buttons carry simple-keyboard's data-skbtn (e.g. [data-skbtn="1"], [data-skbtn="{bksp}"]).
 */
import { forwardRef, useCallback, useEffect, useMemo, useRef } from 'react';
import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import Keyboard from 'react-simple-keyboard';
import type { SimpleKeyboard } from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import {
  createRepeater,
  isRepeatableKey,
  keyboardWidth,
  type LayoutName,
} from '../../lib/keyboard';
import {
  buttonThemeFor,
  KEYBOARD_DISPLAY,
  KEYBOARD_LAYOUTS,
  KEYBOARD_LAYOUTS_VI,
  KEYBOARD_THEME,
  VI_KEY,
} from './layouts';

export interface VirtualKeyboardProps {
  layout: LayoutName;
  caps?: boolean;
  shiftPending?: boolean;
  /** Every press and every repeat of a key. */
  onKeyPress: (key: string) => void;
  /** The function keys' names in the page's language (English as the layouts say them when absent). */
  labels?: Record<string, string>;
  /** The page speaks Vietnamese: the VI key (Telex) is on the letter layouts, lit while Telex is on. */
  vietnamese?: { telex: boolean } | null;
  /** Rendered inside a dialog's scroll region (sticky) instead of fixed at the page bottom. */
  inline?: boolean;
  /** The simple-keyboard instance (for setInput etc.). */
  keyboardRef?: (instance: SimpleKeyboard | null) => void;
}

// Plain CSS (not Tailwind utilities): simple-keyboard's stylesheet is unlayered
// and would win over layered utilities.
// The keyboard's own styles, not words: i18n-ignore-next-line
const CSS = `
.vk-root{box-sizing:border-box;z-index:1090;touch-action:manipulation;user-select:none;-webkit-user-select:none;-webkit-touch-callout:none}
.vk-root.vk-fixed{position:fixed;bottom:0;left:50%;transform:translateX(-50%);max-width:100vw;box-shadow:0 -4px 16px rgba(0,0,0,.15)}
.vk-root.vk-inline{position:sticky;bottom:0;margin:12px auto 0;max-width:100%}
.vk-root .simple-keyboard.vk-theme{background:#e5e7eb;padding:6px;border-radius:8px}
.vk-root .vk-theme .hg-button{height:48px;font-size:18px;border-radius:6px}
.vk-root .vk-theme .hg-button.hg-activeButton{background:#cbd5e1}
.vk-root .vk-theme .hg-button.vk-key-fn{background:#d1d5db;font-size:15px}
.vk-root .vk-theme .hg-button.vk-key-enter{background:var(--color-primary-600,#0f766e);color:#fff}
.vk-root .vk-theme .hg-button.vk-key-space{flex-grow:8}
.vk-root:not([data-layout="number"]) .vk-theme .hg-button[data-skbtn="{esc}"]{flex-grow:0;min-width:110px}
.vk-root .vk-theme .hg-button.vk-key-active{background:var(--color-primary-200,#95e9da)}
.vk-root[data-layout="number"] .vk-theme .hg-button{height:56px;font-size:22px}
`;

export const VirtualKeyboard = forwardRef<HTMLDivElement, VirtualKeyboardProps>(
  function VirtualKeyboard(
    {
      layout,
      caps = false,
      shiftPending = false,
      onKeyPress,
      inline = false,
      keyboardRef,
      vietnamese = null,
      labels,
    },
    ref,
  ) {
    // Latest handler without changing the option identity given to simple-keyboard.
    const pressRef = useRef(onKeyPress);
    pressRef.current = onKeyPress;
    const handlePress = useCallback((button: string) => pressRef.current(button), []);

    const repeater = useRef(createRepeater((key) => pressRef.current(key)));
    const heldButton = useRef<Element | null>(null);

    const stopRepeat = useCallback(() => {
      repeater.current.stop();
      heldButton.current = null;
    }, []);

    useEffect(() => {
      window.addEventListener('pointerup', stopRepeat);
      window.addEventListener('pointercancel', stopRepeat);
      window.addEventListener('blur', stopRepeat);
      return () => {
        window.removeEventListener('pointerup', stopRepeat);
        window.removeEventListener('pointercancel', stopRepeat);
        window.removeEventListener('blur', stopRepeat);
        stopRepeat();
      };
    }, [stopRepeat]);

    // A layout switch re-renders the buttons: nothing stays held across it.
    useEffect(() => stopRepeat(), [layout, stopRepeat]);

    const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
      if (e.button !== undefined && e.button > 0) return;
      const button = (e.target as Element).closest?.('[data-skbtn]');
      const key = button?.getAttribute('data-skbtn');
      if (!button || !key || !isRepeatableKey(key)) {
        stopRepeat();
        return;
      }
      heldButton.current = button;
      repeater.current.start(key);
    };

    const onPointerOut = (e: ReactPointerEvent<HTMLDivElement>) => {
      const held = heldButton.current;
      if (!held) return;
      const to = e.relatedTarget as Node | null;
      if ((e.target as Node) === held || held.contains(e.target as Node)) {
        if (!to || !held.contains(to)) stopRepeat();
      }
    };

    const style: CSSProperties = { width: keyboardWidth(layout) };
    const telexOn = !!vietnamese?.telex;
    const baseTheme = buttonThemeFor(caps, shiftPending);
    // A new identity only when Telex or the shift state changes (react-simple-keyboard redraws on a new one).
    const buttonTheme = useMemo(
      () => (telexOn ? [...baseTheme, { class: 'vk-key-active', buttons: VI_KEY }] : baseTheme),
      [telexOn, baseTheme],
    );

    return (
      <div
        ref={ref}
        data-test="virtual-keyboard"
        data-layout={layout}
        className={`vk-root ${inline ? 'vk-inline' : 'vk-fixed'}`}
        style={style}
        // Keep focus (and the caret) in the requesting input.
        onMouseDown={(e) => e.preventDefault()}
        onPointerDown={onPointerDown}
        onPointerOut={onPointerOut}
        onContextMenu={(e) => e.preventDefault()}
      >
        <style href="vk-root-styles" precedence="default">
          {CSS}
        </style>
        <Keyboard
          layout={vietnamese ? KEYBOARD_LAYOUTS_VI : KEYBOARD_LAYOUTS}
          layoutName={layout}
          display={labels ?? KEYBOARD_DISPLAY}
          mergeDisplay
          theme={KEYBOARD_THEME}
          buttonTheme={buttonTheme}
          disableButtonHold
          onKeyPress={handlePress}
          keyboardRef={keyboardRef}
        />
      </div>
    );
  },
);

export default VirtualKeyboard;
