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
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { SimpleKeyboard } from 'react-simple-keyboard';
import {
  applyKey,
  initialLayoutState,
  isHideKey,
  LOCK_KEY,
  nextLayoutState,
  resolveRequestedLayout,
  revealDelta,
  SHIFT_KEY,
  type LayoutState,
} from '../../lib/keyboard';
import {
  KeyboardContext,
  useKeyboardEnabled,
  type BindOptions,
  type KeyboardContextValue,
  type KeyboardTarget,
} from './useVirtualKeyboard';

export { isKeyboardEnabled, setKeyboardEnabled, useVirtualKeyboard } from './useVirtualKeyboard';

/**
 * The keyboard itself (react-simple-keyboard and its stylesheet) is a chunk of
 * its own, fetched the first time it is needed: pages on phones and desktops,
 * where it is off, never download it.
 */
import { activeLocale, translate } from '@/lib/i18n';
import { KEYBOARD_DISPLAY, VI_KEY } from './layouts';
import type { telex as Telex } from './telex';

const loadKeyboard = () => import('./VirtualKeyboard');
const VirtualKeyboard = lazy(loadKeyboard);

/** How long after an outside pointer down the keyboard hides (docs/requirements.md §4). */
export const OUTSIDE_HIDE_DELAY_MS = 50;

const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"], dialog[open], .swal2-container';

interface ActiveRequest {
  el: KeyboardTarget;
  getOptions: () => BindOptions | undefined;
  owner: string;
  token: number;
}

function isScrollable(el: HTMLElement): boolean {
  const { overflowY } = window.getComputedStyle(el);
  return overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay';
}

/**
 * The scroll region of the open dialog holding `el`, or null when `el` is not
 * in a dialog. A dialog can mark its region with `data-vk-scroll`.
 */
export function findDialogScrollRegion(el: Element): HTMLElement | null {
  const dialog = el.closest<HTMLElement>(DIALOG_SELECTOR);
  if (!dialog) return null;
  const marked = el.closest<HTMLElement>('[data-vk-scroll]');
  if (marked && dialog.contains(marked)) return marked;
  const markedInside = dialog.querySelector<HTMLElement>('[data-vk-scroll]');
  if (markedInside) return markedInside;
  if (dialog.classList.contains('swal2-container')) {
    return (
      dialog.querySelector<HTMLElement>('.swal2-html-container') ??
      dialog.querySelector<HTMLElement>('.swal2-popup') ??
      dialog
    );
  }
  for (let node = el.parentElement; node && node !== dialog; node = node.parentElement) {
    if (isScrollable(node)) return node;
  }
  return dialog;
}

function readSelection(el: KeyboardTarget): { start: number; end: number } {
  const len = el.value.length;
  try {
    const start = el.selectionStart;
    const end = el.selectionEnd;
    if (start === null || end === null) return { start: len, end: len };
    return { start, end };
  } catch {
    return { start: len, end: len };
  }
}

function setSelection(el: KeyboardTarget, pos: number): void {
  try {
    el.setSelectionRange(pos, pos);
  } catch {
    /* type=number/email have no selection API */
  }
}

/** Set the value the way a user edit does, so React's change tracking sees it. */
function setNativeValue(el: KeyboardTarget, value: string): void {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
}

function fireBlurAndChange(el: KeyboardTarget): void {
  if (!el.isConnected) return;
  if (document.activeElement === el) el.blur();
  else el.dispatchEvent(new FocusEvent('blur'));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/** The input mode an input asked for before the keyboard set it to none. */
function ownInputMode(el: KeyboardTarget): string | null {
  return el.dataset.vkInputMode ?? el.getAttribute('inputmode');
}

/**
 * Scrolls the nearest scroller (the dialog's scroll region, else the window)
 * so that `el` is not under the keyboard: the first rule of docs/ui.md "The keyboard".
 */
function revealAboveKeyboard(el: Element, keyboard: HTMLElement, region: HTMLElement | null): void {
  const field = el.getBoundingClientRect();
  const keyboardTop = keyboard.getBoundingClientRect().top;
  if (region) {
    const delta = revealDelta(field, region.getBoundingClientRect().top, keyboardTop);
    if (delta !== 0) region.scrollTop += delta;
    return;
  }
  const delta = revealDelta(field, 0, Math.min(keyboardTop, window.innerHeight));
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' as ScrollBehavior });
}

/**
 * A plain text input or textarea that did not `bind` (no data-vk-layout) and
 * did not opt out with data-vk="off".
 */
export function isAutoAttachable(node: EventTarget | null): node is KeyboardTarget {
  if (node instanceof HTMLTextAreaElement)
    return !node.hasAttribute('data-vk-layout') && node.getAttribute('data-vk') !== 'off';
  if (!(node instanceof HTMLInputElement)) return false;
  if (node.hasAttribute('data-vk-layout') || node.getAttribute('data-vk') === 'off') return false;
  return TEXT_TYPES.has((node.getAttribute('type') ?? '').toLowerCase());
}

export interface KeyboardProviderProps {
  children?: ReactNode;
  /**
   * Also serve text inputs that do not use `bind` (default true): they open the
   * keyboard on focus / pointer down and receive keys as real input events.
   * Opt a single input out with data-vk="off".
   */
  autoAttach?: boolean;
}

const AUTO_OWNER = 'vk-auto';

/** A letter typed in Telex: the text before the caret is composed with it (telex.ts), the rest kept. */
function telexEdit(
  telex: typeof Telex,
  value: string,
  start: number,
  end: number,
  key: string,
  maxLength?: number,
) {
  const before = telex(value.slice(0, start), key);
  const next = before + value.slice(end);
  if (maxLength !== undefined && next.length > maxLength) return { kind: 'none' as const };
  return {
    kind: 'edit' as const,
    state: { value: next, start: before.length, end: before.length },
  };
}

export function KeyboardProvider({ children, autoAttach = true }: KeyboardProviderProps) {
  const enabled = useKeyboardEnabled();
  const [requested, setVisible] = useState(false);
  // Switched off while showing: gone at once (and a stale request is dropped on the next open).
  const visible = requested && enabled;
  const [layoutState, setLayoutState] = useState<LayoutState>(() => initialLayoutState());
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
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [target, setTarget] = useState<KeyboardTarget | null>(null);

  const request = useRef<ActiveRequest | null>(null);
  const tokenSeq = useRef(0);
  const rootRef = useRef<HTMLDivElement | null>(null);
  // The keyboard's element once its chunk has loaded and it rendered (state: measuring waits for it).
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const attachRoot = useCallback((el: HTMLDivElement | null) => {
    rootRef.current = el;
    setRoot(el);
  }, []);
  const keyboard = useRef<SimpleKeyboard | null>(null);
  const changeSeen = useRef<{ el: KeyboardTarget; seen: boolean } | null>(null);

  const hide = useCallback(() => {
    request.current = null;
    setVisible(false);
    setTarget(null);
    setContainer(null);
  }, []);

  const open = useCallback<KeyboardContextValue['open']>(
    (el, getOptions, owner, via = 'pointer') => {
      if (!enabled || el.disabled || el.readOnly) return;
      const current = request.current;
      if (current && current.el === el) {
        current.getOptions = getOptions;
        current.owner = owner;
        return;
      }
      // A focus without a tap (autofocus, focus moved to an invalid field) does not pop it open.
      if (via === 'focus' && !current) return;
      const token = ++tokenSeq.current;
      request.current = { el, getOptions, owner, token };
      const requested = resolveRequestedLayout(
        getOptions()?.layout,
        (el as HTMLInputElement).type,
        ownInputMode(el),
      );
      setLayoutState(initialLayoutState(requested));
      setContainer(findDialogScrollRegion(el));
      setTarget(el);
      setVisible(true);
    },
    [enabled],
  );

  const release = useCallback(
    (owner: string) => {
      if (request.current?.owner === owner) hide();
    },
    [hide],
  );

  const noteChange = useCallback((el: EventTarget | null) => {
    if (changeSeen.current && changeSeen.current.el === el) changeSeen.current.seen = true;
  }, []);

  // Switched on: fetch the keyboard while the device is idle, so the first tap shows it at once.
  useEffect(() => {
    if (!enabled) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    idle(() => void loadKeyboard());
  }, [enabled]);

  // Text inputs that did not bind still open it.
  useEffect(() => {
    if (!enabled || !autoAttach) return;
    const onEvent = (e: Event) => {
      const el = e.target;
      if (!isAutoAttachable(el) || el.disabled || el.readOnly) return;
      if (el.getAttribute('inputmode') !== 'none') {
        el.dataset.vkInputMode = el.getAttribute('inputmode') ?? '';
        el.setAttribute('inputmode', 'none');
      }
      const options: BindOptions = { value: el.value, onChange: () => {} };
      open(el, () => options, AUTO_OWNER, e.type === 'focusin' ? 'focus' : 'pointer');
    };
    document.addEventListener('focusin', onEvent);
    document.addEventListener('pointerdown', onEvent, true);
    return () => {
      document.removeEventListener('focusin', onEvent);
      document.removeEventListener('pointerdown', onEvent, true);
      // Give inputs their own input mode back.
      document.querySelectorAll<HTMLElement>('[data-vk-input-mode]').forEach((el) => {
        const mode = el.dataset.vkInputMode;
        if (mode) el.setAttribute('inputmode', mode);
        else el.removeAttribute('inputmode');
        delete el.dataset.vkInputMode;
      });
    };
  }, [enabled, autoAttach, open]);

  // Keys fire on pointer down. Enter and Hide take the keyboard away only once the finger is up
  // and its click has landed on the key: hidden at once, the click would land on whatever moves
  // under the finger (a dialog's backdrop, its Confirm button).
  const hideAfterRelease = useCallback(() => {
    request.current = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.removeEventListener('click', finish, true);
      window.clearTimeout(timer);
      // Unless another field asked for it meanwhile.
      if (request.current === null) hide();
    };
    window.addEventListener('click', finish, true);
    const timer = window.setTimeout(finish, 600);
  }, [hide]);

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
      if (key === VI_KEY) {
        loadTelex();
        setTelexOn((on) => !on);
        return;
      }
      setLayoutState((s) => nextLayoutState(s, key));
      if (key === SHIFT_KEY || key === LOCK_KEY || handled) return;

      const { start, end } = readSelection(el);
      const maxLength = el.maxLength > 0 ? el.maxLength : undefined;
      const compose = telex.current;
      const composing =
        !!compose &&
        telexOn &&
        activeLocale() === 'vi' &&
        layoutState.layout !== 'number' &&
        el.type !== 'password' &&
        /^\p{L}$/u.test(key);
      const result = composing
        ? telexEdit(compose, el.value, start, end, key, maxLength)
        : applyKey({ value: el.value, start, end }, key, maxLength);
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
    [hide, hideAfterRelease, telexOn, layoutState.layout, loadTelex],
  );

  // Pointer down outside the input and the keyboard: hide after 50 ms, then blur + change.
  useEffect(() => {
    if (!visible) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onPointerDown = (e: PointerEvent) => {
      const req = request.current;
      if (!req) return;
      const t = e.target as Node | null;
      if (t && (req.el.contains(t) || rootRef.current?.contains(t))) return;
      const { el, token } = req;
      const id = setTimeout(() => {
        timers.delete(id);
        if (request.current?.token === token) hide();
        fireBlurAndChange(el);
      }, OUTSIDE_HIDE_DELAY_MS);
      timers.add(id);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      // A physical Escape hides it too, and is consumed (a dialog should not close on the same press).
      if (e.key === 'Escape' && request.current) {
        e.preventDefault();
        hide();
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
    // Pending hides run even after the keyboard was hidden (they still fire blur/change).
  }, [visible, hide]);

  // The dialog (or the input) went away: hide.
  useEffect(() => {
    if (!visible) return;
    const check = () => {
      const req = request.current;
      if (!req || !req.el.isConnected || (container && !container.isConnected)) hide();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [visible, container, hide]);

  // The keyboard never covers what it types into. Inside a dialog it sits at
  // the bottom of the dialog's scroll region (which grows by its height) and
  // the region scrolls; on a page it is fixed at the bottom, the page gets
  // that much room below, and the window scrolls. Again whenever its height
  // changes (layout switch, its buttons rendering after the chunk loaded).
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
  }, [visible, container, target, root]);

  useEffect(() => {
    if (visible && vietnamese) loadTelex();
  }, [visible, vietnamese, loadTelex]);

  const value = useMemo<KeyboardContextValue>(
    () => ({ enabled, visible, target, open, hide, release, noteChange }),
    [enabled, visible, target, open, hide, release, noteChange],
  );

  const keyboardEl = visible ? (
    <VirtualKeyboard
      ref={attachRoot}
      layout={layoutState.layout}
      caps={layoutState.caps}
      shiftPending={layoutState.oneShot}
      onKeyPress={handleKey}
      vietnamese={vietnamese ? { telex: telexOn } : null}
      labels={labels}
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
