/**
 * Confirm Account modal (spec §2, §4, §7, §8): confirm who is clocking in or
 * out with a Swipe ID, or a User ID plus Password (clock-out also asks for
 * Tip Amount, Bonus Amount and Cash Out, in cents), then make the clock call,
 * show a success dialog and go to the dashboard. The on-screen keyboard opens
 * inside this dialog's scroll region.
 */
import { MESSAGES } from '@common/messages';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { router, usePage } from '@inertiajs/react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { route } from '../lib/route';
import { showError, showSuccess } from '../lib/dialogs';
import { postJson } from '../lib/http';
import { AmountInput } from './form/AmountInput';
import { useVirtualKeyboard } from './keyboard/useVirtualKeyboard';

export type ClockMode = 'in' | 'out';

export interface ConfirmAccountModalProps {
  open: boolean;
  mode: ClockMode;
  onClose(): void;
  onDone?(): void;
}

/** Exact texts (spec §8). */
export const CONFIRM_MESSAGES = {
  missingCredentials: MESSAGES.missingCredentials,
  notFound: MESSAGES.employeeNotFound,
  clockInFailed: MESSAGES.clockInFailed,
  clockOutRequestError: MESSAGES.notClockedIn,
} as const;

interface FormState {
  user_id: string;
  password: string;
  card_swipe_id: string;
  tip_amount: number;
  bonus_tip: number;
  cash_out: number;
}

const EMPTY: FormState = { user_id: '', password: '', card_swipe_id: '', tip_amount: 0, bonus_tip: 0, cash_out: 0 };

/** The confirm payload, or null when neither both User ID & Password nor a Card Swipe ID were given. */
export function confirmPayload(
  form: Pick<FormState, 'user_id' | 'password' | 'card_swipe_id'>,
): { card_swipe_id: string } | { user_id: string; password: string } | null {
  const swipe = form.card_swipe_id.trim();
  const userId = form.user_id.trim();
  if (swipe) return { card_swipe_id: swipe };
  if (userId && form.password) return { user_id: userId, password: form.password };
  return null;
}

function serverMessage(data: any): string | null {
  const m = data?.data?.message ?? data?.message;
  return typeof m === 'string' && m.trim() ? m : null;
}

dayjs.extend(utc);
dayjs.extend(timezone);

/** "hh:mm A" of an ISO time in the store's zone, not the tablet's (dayjs shows "Invalid Date" for junk). */
export function clockTime(iso: unknown, tz?: string | null): string {
  const d = dayjs(typeof iso === 'string' || typeof iso === 'number' ? iso : undefined);
  return (tz && d.isValid() ? d.tz(tz) : d).format('hh:mm A');
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function TextField({
  label,
  id,
  dataTest,
  type = 'text',
  bound,
  autoComplete,
}: {
  label: ReactNode;
  id: string;
  dataTest: string;
  type?: string;
  bound: ReturnType<ReturnType<typeof useVirtualKeyboard>['bind']>;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        {...bound}
        id={id}
        name={dataTest.replace(/^ca-/, '')}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        data-test={dataTest}
        className="block w-full rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:outline-none focus:ring-2 focus:ring-blue-300"
      />
    </div>
  );
}

export function ConfirmAccountModal({ open, mode, onClose, onDone }: ConfirmAccountModalProps) {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mounted = useRef(true);
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const ids = useId();
  const kb = useVirtualKeyboard();
  const storeZone = usePage().props.store?.timezone ?? null;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Fresh form each time it opens.
  useEffect(() => {
    if (open) {
      setForm(EMPTY);
      setBusy(false);
      busyRef.current = false;
    }
  }, [open, mode]);

  // Light focus management: focus inside on open, back to where it was on close; lock page scroll.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // With the on-screen keyboard on, focusing a field would pop it open: focus the dialog itself.
    const first = kb.enabled ? null : dialog?.querySelector<HTMLElement>('[data-test="ca-card_swipe_id"]');
    (first ?? dialog)?.focus({ preventScroll: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus?.({ preventScroll: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const set = <K extends keyof FormState>(key: K) => (v: FormState[K]) => setForm((f) => ({ ...f, [key]: v }));
  const title = mode === 'out' ? 'You are Clocking Out' : 'You are Clocking In';

  const close = () => {
    kb.hide();
    onClose();
  };

  const finish = (name: string, verb: 'in' | 'out', iso: unknown) => {
    if (!mounted.current) return;
    kb.hide();
    onClose();
    void showSuccess(`${name} clocked ${verb} at ${clockTime(iso, storeZone)}`);
    onDone?.();
    router.visit(route('dashboard'));
  };

  const confirm = async () => {
    if (busyRef.current) return;
    const credentials = confirmPayload(form);
    if (!credentials) {
      void showError(CONFIRM_MESSAGES.missingCredentials);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const confirmed = await postJson(route('employees.confirm_account'), credentials);
      const employeeId = confirmed.data?.data?.id;
      if (!confirmed.ok || confirmed.data?.status !== 'success' || employeeId === undefined || employeeId === null) {
        // A throttled station is told how long to wait; anything else is the spec's message.
        void showError(confirmed.status === 429 ? (serverMessage(confirmed.data) ?? CONFIRM_MESSAGES.notFound) : CONFIRM_MESSAGES.notFound);
        return;
      }

      if (mode === 'in') {
        const res = await postJson(route('employees.clock_in'), { employee_id: employeeId });
        if (!res.ok) {
          void showError(serverMessage(res.data) ?? CONFIRM_MESSAGES.clockInFailed);
          return;
        }
        if (!res.data?.success) {
          void showError(CONFIRM_MESSAGES.clockInFailed);
          return;
        }
        finish(res.data?.data?.employee?.name ?? '', 'in', res.data?.data?.clock_in);
      } else {
        const res = await postJson(route('employees.clock_out'), {
          employee_id: employeeId,
          tip_amount: form.tip_amount,
          bonus_tip: form.bonus_tip,
          cash_out: form.cash_out,
        });
        if (!res.ok) {
          void showError(CONFIRM_MESSAGES.clockOutRequestError);
          return;
        }
        if (!res.data?.success) {
          void showError(CONFIRM_MESSAGES.clockInFailed);
          return;
        }
        finish(res.data?.data?.employee?.name ?? '', 'out', res.data?.data?.clock_out);
      }
    } finally {
      busyRef.current = false;
      if (mounted.current) setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void confirm();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      // A visible on-screen keyboard takes the first Escape (it marks the event handled).
      if (!e.defaultPrevented && !kb.visible && !busyRef.current) {
        e.stopPropagation();
        close();
      }
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const swipe = kb.bind({ field: 'card_swipe_id', value: form.card_swipe_id, onChange: set('card_swipe_id') });
  const userId = kb.bind({ field: 'user_id', value: form.user_id, onChange: set('user_id') });
  const password = kb.bind({ field: 'password', value: form.password, onChange: set('password') });

  return createPortal(
    <div className="fixed inset-0 z-[1050] flex items-center justify-center bg-black/50 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        tabIndex={-1}
        data-test="confirm-account-modal"
        data-mode={mode}
        onKeyDown={onKeyDown}
        className="flex max-h-[95vh] w-full max-w-lg flex-col rounded-lg bg-white shadow-xl focus:outline-none"
      >
        <div className="border-b border-gray-200 px-5 py-4">
          <h2 id={`${ids}-title`} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
        </div>
        <form onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <div data-vk-scroll className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
            <TextField label="Swipe ID" id={`${ids}-swipe`} dataTest="ca-card_swipe_id" bound={swipe} />
            <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-gray-400">
              <span className="h-px flex-1 bg-gray-200" />
              or
              <span className="h-px flex-1 bg-gray-200" />
            </div>
            <TextField label="User ID" id={`${ids}-user`} dataTest="ca-user_id" bound={userId} autoComplete="username" />
            <TextField
              label="Password"
              id={`${ids}-password`}
              dataTest="ca-password"
              type="password"
              bound={password}
              autoComplete="current-password"
            />
            {mode === 'out' && (
              <>
                <AmountInput
                  label="Tip Amount"
                  name="tip_amount"
                  id={`${ids}-tip`}
                  data-test="ca-tip_amount"
                  value={form.tip_amount}
                  onChange={set('tip_amount')}
                />
                <AmountInput
                  label="Bonus Amount"
                  name="bonus_tip"
                  id={`${ids}-bonus`}
                  data-test="ca-bonus_tip"
                  value={form.bonus_tip}
                  onChange={set('bonus_tip')}
                />
                <AmountInput
                  label="Cash Out"
                  name="cash_out"
                  id={`${ids}-cash`}
                  data-test="ca-cash_out"
                  value={form.cash_out}
                  onChange={set('cash_out')}
                />
              </>
            )}
          </div>
          <div className="flex justify-end gap-2 border-t border-gray-200 px-5 py-3">
            <button
              type="button"
              data-test="ca-close"
              onClick={close}
              className="rounded-md border border-gray-300 bg-white px-4 py-2 text-gray-700 hover:bg-gray-50"
            >
              Close
            </button>
            <button
              type="submit"
              data-test="ca-confirm"
              disabled={busy}
              aria-busy={busy || undefined}
              className="rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy ? 'Confirming...' : 'Confirm'}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}

export default ConfirmAccountModal;
