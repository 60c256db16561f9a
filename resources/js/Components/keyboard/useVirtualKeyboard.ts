/**
 * The requester side of the on-screen keyboard (docs/requirements.md §4): any input asks for
 * the keyboard through `useVirtualKeyboard().bind({...})`, supplying its value,
 * a layout, and change and key-press handlers. Works without a provider too
 * (then `bind` only wires value and onChange).
 */
import { createContext, useContext, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { ChangeEvent, FocusEvent, PointerEvent } from 'react';
import {
  resolveKeyboardEnabled,
  TOUCH_TABLET_QUERY,
  VK_STORAGE_KEY,
  type RequestedLayout,
} from '../../lib/keyboard';

export type KeyboardTarget = HTMLInputElement | HTMLTextAreaElement;

export interface BindOptions {
  /** The value the input shows (the keyboard edits this text). */
  value: string;
  /** Receives the new text after a typed or virtual key. */
  onChange: (value: string) => void;
  /** 'number' gives the digit pad (400px wide); input type="number" does too. */
  layout?: RequestedLayout;
  /**
   * Every virtual key (simple-keyboard button name, e.g. "1", "{bksp}", "{enter}")
   * is reported here first. Return true to say "handled": the keyboard then does
   * not edit the value itself. Enter/Escape hide and Shift/Caps switch layouts
   * regardless.
   */
  onKeyPress?: (key: string, input: KeyboardTarget) => boolean | void;
  /** Stable key for this input within the component (defaults to call order). */
  field?: string;
}

export interface BoundInputProps {
  value: string;
  onChange: (e: ChangeEvent<KeyboardTarget>) => void;
  onFocus: (e: FocusEvent<KeyboardTarget>) => void;
  onPointerDown: (e: PointerEvent<KeyboardTarget>) => void;
  inputMode?: 'none';
  'data-vk-layout': RequestedLayout;
}

/** What the provider offers to requesters. */
export interface KeyboardContextValue {
  enabled: boolean;
  visible: boolean;
  /** The input currently served, or null. */
  target: KeyboardTarget | null;
  /**
   * Serve `el`. A tap ('pointer') always opens the keyboard; a focus alone
   * ('focus': autofocus, a moved focus) only switches it while it is showing,
   * so no page pops it open by itself.
   */
  open(
    el: KeyboardTarget,
    getOptions: () => BindOptions | undefined,
    owner: string,
    via?: 'pointer' | 'focus',
  ): void;
  hide(): void;
  /** Hide if the keyboard is serving an input of this owner (on unmount). */
  release(owner: string): void;
  /** Called by bound onChange handlers so the provider knows the change handler ran. */
  noteChange(el: EventTarget | null): void;
}

export const KeyboardContext = createContext<KeyboardContextValue | null>(null);

// ---------------------------------------------------------------------------
// Per-device switch: localStorage `vk-enabled` = 'on' | 'off'
// ---------------------------------------------------------------------------

const CHANGE_EVENT = 'vk-enabled-change';

/** A coarse pointer (a finger) and the viewport's width. */
function deviceTraits() {
  if (typeof window === 'undefined') return { coarsePointer: false, width: 0 };
  let coarsePointer = false;
  try {
    coarsePointer =
      typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  } catch {
    /* ignore */
  }
  return { coarsePointer, width: window.innerWidth };
}

function readStored(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(VK_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** On for touch tablets unless switched off; 'on' forces it on anywhere (lib/keyboard resolveKeyboardEnabled). */
export function isKeyboardEnabled(): boolean {
  return resolveKeyboardEnabled(readStored(), deviceTraits());
}

/** Switch the keyboard on or off for this device; null goes back to the device default. */
export function setKeyboardEnabled(enabled: boolean | null): void {
  try {
    if (enabled === null) window.localStorage.removeItem(VK_STORAGE_KEY);
    else window.localStorage.setItem(VK_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    /* storage unavailable: nothing to remember */
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribeEnabled(callback: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === VK_STORAGE_KEY) callback();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, callback);
  let mq: MediaQueryList | null = null;
  try {
    mq = window.matchMedia?.(TOUCH_TABLET_QUERY) ?? null;
    mq?.addEventListener?.('change', callback);
  } catch {
    mq = null;
  }
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, callback);
    mq?.removeEventListener?.('change', callback);
  };
}

/** Reactive `isKeyboardEnabled()`. */
export function useKeyboardEnabled(): boolean {
  return useSyncExternalStore(subscribeEnabled, isKeyboardEnabled, () => false);
}

// ---------------------------------------------------------------------------
// The hook
// ---------------------------------------------------------------------------

export interface VirtualKeyboardApi {
  /** The keyboard is on for this device and a provider is mounted. */
  enabled: boolean;
  /** The keyboard is showing (for any input). */
  visible: boolean;
  /** Props to spread on an <input>/<textarea>. Call once per input per render. */
  bind(options: BindOptions): BoundInputProps;
  /** Open the keyboard for an element imperatively. */
  open(el: KeyboardTarget, options: BindOptions): void;
  hide(): void;
}

export function useVirtualKeyboard(): VirtualKeyboardApi {
  const ctx = useContext(KeyboardContext);
  const owner = useId();
  const registry = useRef(new Map<string, BindOptions>());
  const order = { n: 0 };

  // Only the release function matters here, not the whole context (which changes as the keyboard opens and closes).
  const release = ctx?.release;
  useEffect(() => {
    if (!release) return;
    return () => release(owner);
  }, [release, owner]);

  const enabled = !!ctx?.enabled;

  const bind = (options: BindOptions): BoundInputProps => {
    const key = options.field ?? `#${order.n++}`;
    registry.current.set(key, options);
    const getOptions = () => registry.current.get(key);
    const props: BoundInputProps = {
      value: options.value,
      onChange: (e) => {
        ctx?.noteChange(e.currentTarget);
        registry.current.get(key)?.onChange(e.currentTarget.value);
      },
      onFocus: (e) => ctx?.open(e.currentTarget, getOptions, owner, 'focus'),
      onPointerDown: (e) => ctx?.open(e.currentTarget, getOptions, owner, 'pointer'),
      'data-vk-layout': options.layout ?? 'default',
    };
    if (enabled) props.inputMode = 'none';
    return props;
  };

  return {
    enabled,
    visible: !!ctx?.visible,
    bind,
    open: (el, options) => {
      const key = options.field ?? `@imperative`;
      registry.current.set(key, options);
      ctx?.open(el, () => registry.current.get(key), owner, 'pointer');
    },
    hide: () => ctx?.hide(),
  };
}

/**
 * One input's binding as a hook: the props to spread on it, and whether the
 * keyboard is on. (A hook, so components may hand it callbacks that use refs.)
 */
export function useKeyboardInput(options: BindOptions): {
  props: BoundInputProps;
  enabled: boolean;
} {
  const kb = useVirtualKeyboard();
  return { props: kb.bind(options), enabled: kb.enabled };
}
