/**
 * Mount once around the admin layout's content:
 *
 *   <KeyboardProvider>{children}</KeyboardProvider>
 *
 * It owns the single on-screen keyboard (docs/requirements.md §4): shown for the input that
 * asked (focus or pointer down on a `bind`-ed input), fixed at the page bottom,
 * or inside the scroll region of the open dialog that contains the input.
 * Enter and Escape hide it; any other key goes to the requesting input; a
 * pointer down outside both the input and the keyboard hides it after 50 ms
 * and fires blur and change on the input.
 *
 * Its parts: which input it serves (useKeyboardFocus), its layout and Telex
 * (useKeyboardLayout), what a key does to the input (useKeyTyping); this file
 * places and draws it.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { SimpleKeyboard } from 'react-simple-keyboard';
import { revealAboveKeyboard } from './keyboardDom';
import { useKeyboardFocus, type ActiveRequest } from './useKeyboardFocus';
import { useKeyboardLayout, usePreloadTelex } from './useKeyboardLayout';
import { useKeyTyping } from './useKeyTyping';
import {
  KeyboardContext,
  useKeyboardEnabled,
  type KeyboardContextValue,
  type KeyboardTarget,
} from './useVirtualKeyboard';

export { isKeyboardEnabled, setKeyboardEnabled, useVirtualKeyboard } from './useVirtualKeyboard';
export { findDialogScrollRegion, isAutoAttachable } from './keyboardDom';
export { OUTSIDE_HIDE_DELAY_MS } from './useKeyboardFocus';

/**
 * The keyboard itself (react-simple-keyboard and its stylesheet) is a chunk of
 * its own, fetched the first time it is needed: pages on phones and desktops,
 * where it is off, never download it.
 */
const loadKeyboard = () => import('./VirtualKeyboard');
const VirtualKeyboard = lazy(loadKeyboard);

export interface KeyboardProviderProps {
  children?: ReactNode;
  /**
   * Also serve text inputs that do not use `bind` (default true): they open the
   * keyboard on focus / pointer down and receive keys as real input events.
   * Opt a single input out with data-vk="off".
   */
  autoAttach?: boolean;
}

/**
 * The keyboard never covers what it types into. Inside a dialog it sits at
 * the bottom of the dialog's scroll region (which grows by its height) and
 * the region scrolls; on a page it is fixed at the bottom, the page gets
 * that much room below, and the window scrolls. Again whenever its height
 * changes (layout switch, its buttons rendering after the chunk loaded).
 */
function useRevealAboveKeyboard(
  visible: boolean,
  root: HTMLDivElement | null,
  container: HTMLElement | null,
  target: KeyboardTarget | null,
  request: RefObject<ActiveRequest | null>,
) {
  useLayoutEffect(() => {
    if (!visible || !root) return;
    const body = document.body;
    const previousPadding = body.style.paddingBottom;
    const apply = () => {
      const el = request.current?.el;
      if (!container) {
        const height = root.getBoundingClientRect().height;
        body.style.paddingBottom = `${height}px`;
        document.documentElement.style.setProperty('--vk-height', `${height}px`);
      }
      if (el?.isConnected) revealAboveKeyboard(el, root, container);
    };
    apply();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(apply) : null;
    ro?.observe(root);
    return () => {
      ro?.disconnect();
      if (!container) {
        body.style.paddingBottom = previousPadding;
        document.documentElement.style.removeProperty('--vk-height');
      }
    };
  }, [visible, container, target, root, request]);
}

export function KeyboardProvider({ children, autoAttach = true }: KeyboardProviderProps) {
  const enabled = useKeyboardEnabled();
  const rootRef = useRef<HTMLDivElement | null>(null);
  // The keyboard's element once its chunk has loaded and it rendered (state: measuring waits for it).
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const attachRoot = useCallback((el: HTMLDivElement | null) => {
    rootRef.current = el;
    setRoot(el);
  }, []);
  const keyboard = useRef<SimpleKeyboard | null>(null);

  const layout = useKeyboardLayout();
  const focus = useKeyboardFocus({
    enabled,
    autoAttach,
    keyboardRoot: rootRef,
    onOpen: layout.openFor,
  });
  const { visible, target, container, request, open, hide, release } = focus;
  const { handleKey, noteChange } = useKeyTyping(focus, layout, keyboard);
  useRevealAboveKeyboard(visible, root, container, target, request);
  usePreloadTelex(visible, layout);

  // Switched on: fetch the keyboard while the device is idle, so the first tap shows it at once.
  useEffect(() => {
    if (!enabled) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    idle(() => void loadKeyboard());
  }, [enabled]);

  const value = useMemo<KeyboardContextValue>(
    () => ({ enabled, visible, target, open, hide, release, noteChange }),
    [enabled, visible, target, open, hide, release, noteChange],
  );

  const keyboardEl = visible ? (
    <VirtualKeyboard
      ref={attachRoot}
      layout={layout.state.layout}
      caps={layout.state.caps}
      shiftPending={layout.state.oneShot}
      onKeyPress={handleKey}
      vietnamese={layout.vietnamese ? { telex: layout.telexOn } : null}
      labels={layout.labels}
      inline={!!container}
      keyboardRef={(k) => {
        keyboard.current = k;
        if (k && request.current) k.setInput(request.current.el.value);
      }}
    />
  ) : null;

  return (
    <KeyboardContext.Provider value={value}>
      {children}
      {keyboardEl &&
        createPortal(<Suspense fallback={null}>{keyboardEl}</Suspense>, container ?? document.body)}
    </KeyboardContext.Provider>
  );
}

export default KeyboardProvider;
