import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { findDialogScrollRegion, fireBlurAndChange, isAutoAttachable } from './keyboardDom';
import type { BindOptions, KeyboardContextValue, KeyboardTarget } from './useVirtualKeyboard';

/** How long after an outside pointer down the keyboard hides (docs/requirements.md §4). */
export const OUTSIDE_HIDE_DELAY_MS = 50;

const AUTO_OWNER = 'vk-auto';

/** The input the keyboard serves, who asked (a component's id, or the auto-attach), and a token per request. */
export interface ActiveRequest {
  el: KeyboardTarget;
  getOptions: () => BindOptions | undefined;
  owner: string;
  token: number;
}

interface Options {
  enabled: boolean;
  /** Also serve text inputs that did not bind. */
  autoAttach: boolean;
  /** The keyboard's own element: a pointer down on it is not "outside". */
  keyboardRoot: RefObject<HTMLDivElement | null>;
  /** A new input is served: the keyboard takes the layout it asks for. */
  onOpen: (el: KeyboardTarget, options: BindOptions | undefined) => void;
}

/**
 * Which input the keyboard serves, and when it goes away: a tap on a bound (or auto-attached)
 * input opens it, a focus alone only moves it while it shows; Enter and Hide take it away once
 * the finger is up, a pointer down outside after 50 ms (then blur and change on the input), a
 * physical Escape at once, and so does the input or its dialog leaving the page.
 */
export function useKeyboardFocus({ enabled, autoAttach, keyboardRoot, onOpen }: Options) {
  const [requested, setVisible] = useState(false);
  // Switched off while showing: gone at once (and a stale request is dropped on the next open).
  const visible = requested && enabled;
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [target, setTarget] = useState<KeyboardTarget | null>(null);
  const request = useRef<ActiveRequest | null>(null);
  const tokenSeq = useRef(0);

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
      onOpen(el, getOptions());
      setContainer(findDialogScrollRegion(el));
      setTarget(el);
      setVisible(true);
    },
    [enabled, onOpen],
  );

  const release = useCallback(
    (owner: string) => {
      if (request.current?.owner === owner) hide();
    },
    [hide],
  );

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

  // Pointer down outside the input and the keyboard: hide after 50 ms, then blur + change.
  useEffect(() => {
    if (!visible) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onPointerDown = (e: PointerEvent) => {
      const req = request.current;
      if (!req) return;
      const t = e.target as Node | null;
      if (t && (req.el.contains(t) || keyboardRoot.current?.contains(t))) return;
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
  }, [visible, hide, keyboardRoot]);

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

  return { visible, target, container, request, open, hide, release, hideAfterRelease };
}

export type KeyboardFocus = ReturnType<typeof useKeyboardFocus>;
