/**
 * What the on-screen keyboard does to the page's DOM (docs/requirements.md §4): which inputs it
 * serves on its own, where it sits in a dialog, how it edits an input so React sees a user's
 * edit, and how it keeps the input above itself. No React here.
 */
import { revealDelta } from '../../lib/keyboard';
import type { KeyboardTarget } from './useVirtualKeyboard';

const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"], dialog[open], .swal2-container';

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

export function readSelection(el: KeyboardTarget): { start: number; end: number } {
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

export function setSelection(el: KeyboardTarget, pos: number): void {
  try {
    el.setSelectionRange(pos, pos);
  } catch {
    /* type=number/email have no selection API */
  }
}

/** Set the value the way a user edit does, so React's change tracking sees it. */
export function setNativeValue(el: KeyboardTarget, value: string): void {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
}

export function fireBlurAndChange(el: KeyboardTarget): void {
  if (!el.isConnected) return;
  if (document.activeElement === el) el.blur();
  else el.dispatchEvent(new FocusEvent('blur'));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/** The input mode an input asked for before the keyboard set it to none. */
export function ownInputMode(el: KeyboardTarget): string | null {
  return el.dataset.vkInputMode ?? el.getAttribute('inputmode');
}

/**
 * Scrolls the nearest scroller (the dialog's scroll region, else the window)
 * so that `el` is not under the keyboard: the first rule of docs/ui.md "The keyboard".
 */
export function revealAboveKeyboard(
  el: Element,
  keyboard: HTMLElement,
  region: HTMLElement | null,
): void {
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
