/**
 * The one dialog shell (docs/ui.md): a portal over a dimmed page, with a title,
 * a scroll region (where the on-screen keyboard goes, docs/requirements.md §4) and a footer.
 * It traps Tab inside, closes on Escape and on a tap outside (unless locked),
 * locks the page's scroll, and gives focus back to where it was on close.
 */
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Escape and the backdrop do nothing while true (a request in flight). */
  locked?: boolean;
  /** A tap on the dimmed page closes it (default). Off for forms one would hate to lose to a stray tap. */
  closeOnBackdrop?: boolean;
  /** Focused on open; by default the dialog itself (so no field pops the on-screen keyboard open). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Body and footer become one form (noValidate: our own messages, never the browser's bubbles); the browser's own submit is prevented. */
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  'data-test'?: string;
  /** Extra attributes for the dialog element, e.g. data-mode. */
  dataAttributes?: Record<`data-${string}`, string>;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-3xl' };
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the innermost answers Escape, the page stays locked until the last closes. */
const stack: symbol[] = [];
let savedOverflow = '';

function lockScroll(id: symbol) {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(id);
}

function unlockScroll(id: symbol) {
  const i = stack.indexOf(id);
  if (i >= 0) stack.splice(i, 1);
  if (stack.length === 0) document.body.style.overflow = savedOverflow;
}

export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  size = 'lg',
  locked = false,
  closeOnBackdrop = true,
  initialFocus,
  onSubmit,
  'data-test': dataTest,
  dataAttributes,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // A backdrop tap is a press that starts and ends on it: the click a touch screen sends after
  // the on-screen keyboard vanished under the finger starts elsewhere and closes nothing.
  const pressedBackdrop = useRef(false);
  // Escape reads the latest props without re-running the effect that owns focus and the scroll lock.
  const onEscape = useEffectEvent(() => {
    if (!locked) onClose();
  });
  const focusFirst = useEffectEvent(() =>
    (initialFocus?.current ?? panel.current)?.focus({ preventScroll: true }),
  );

  useEffect(() => {
    const id = Symbol('modal');
    const previous = document.activeElement as HTMLElement | null;
    lockScroll(id);
    focusFirst();
    const onKey = (e: globalThis.KeyboardEvent) => {
      // The on-screen keyboard takes the first Escape (it marks the event handled).
      if (e.key !== 'Escape' || e.defaultPrevented || stack.at(-1) !== id) return;
      e.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlockScroll(id);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
    // Once per opening: the first focus must not move when the parent re-renders.
  }, []);

  const trapTab = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null,
    );
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const body = (
    <>
      <div data-vk-scroll className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {children}
      </div>
      {footer && (
        <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 px-5 py-3">
          {footer}
        </div>
      )}
    </>
  );

  return (
    <div
      className="fixed inset-0 z-[1050] flex items-center justify-center bg-gray-900/50 p-4"
      onPointerDown={(e) => (pressedBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => {
        if (closeOnBackdrop && !locked && pressedBackdrop.current && e.target === e.currentTarget)
          onClose();
        pressedBackdrop.current = false;
      }}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-test={dataTest}
        {...dataAttributes}
        onKeyDown={trapTab}
        className={`flex max-h-[calc(100dvh-2rem)] w-full ${SIZES[size]} flex-col overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none`}
      >
        <div className="border-b border-gray-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
        </div>
        {onSubmit ? (
          // The browser's own submit would also run: a full GET of the page with the fields in its query, racing the Inertia visit.
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit(e);
            }}
            className="flex min-h-0 flex-1 flex-col"
          >
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </div>
  );
}

export default Modal;
