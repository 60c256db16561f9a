/**
 * Confirm Account modal (docs/requirements.md §2, §4, §7, §8): confirm who is clocking in or
 * out with a Swipe ID, or a User ID plus Password (clock-out also asks for
 * Tip Amount, Bonus Amount and Cash Out, in cents), then make the clock call,
 * show a success dialog and go to the dashboard. The on-screen keyboard opens
 * inside this dialog's scroll region.
 */
import { MESSAGES } from '@common/messages';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { router, usePage } from '@inertiajs/react';
import { route } from '../lib/route';
import { formatTime } from '../lib/format';
import { translateMessage, useT } from '../lib/i18n';
import { useFormat } from '../lib/localeFormat';
import { preloadDialogs, showError, showSuccess } from '../lib/dialogs';
import { postJson } from '../lib/http';
import { noteNetworkFailure } from '../offline/queue';
import { queueClockIfOffline } from '../offline/clockQueue';
import AmountInput from './form/AmountInput';
import Field, { controlClass } from './form/Field';
import { Button } from './ui/Button';
import Modal from './ui/Modal';
import { useVirtualKeyboard, type BoundInputProps } from './keyboard/useVirtualKeyboard';

export type ClockMode = 'in' | 'out';

export interface ConfirmAccountModalProps {
  open: boolean;
  mode: ClockMode;
  onClose(): void;
  onDone?(): void;
}

/** Exact texts (docs/requirements.md §8), in English; the dialog shows them through the catalogue's `errors` (translateMessage). */
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

const EMPTY: FormState = {
  user_id: '',
  password: '',
  card_swipe_id: '',
  tip_amount: 0,
  bonus_tip: 0,
  cash_out: 0,
};

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

/** What the three calls answer (docs/requirements.md §7), as far as this dialog reads them. */
interface CallAnswer {
  status?: string;
  success?: boolean;
  message?: string;
  data?: {
    id?: number;
    message?: string;
    employee?: { name?: string };
    clock_in?: string;
    clock_out?: string;
  };
}

function serverMessage(answer: CallAnswer | null): string | null {
  const m = answer?.data?.message ?? answer?.message;
  return typeof m === 'string' && m.trim() ? m : null;
}

/** "hh:mm A" of an ISO time in the store's zone, not the tablet's ("Invalid Date" for junk). */
export const clockTime = (iso: unknown, tz?: string | null): string =>
  formatTime(typeof iso === 'string' || typeof iso === 'number' ? iso : null, tz);

function KeyField({
  label,
  id,
  name,
  type = 'text',
  inputMode,
  bound,
  autoComplete = 'off',
}: {
  label: string;
  id: string;
  name: string;
  type?: string;
  inputMode?: 'numeric' | 'text';
  bound: BoundInputProps;
  autoComplete?: string;
}) {
  return (
    <Field name={name} id={id} label={label}>
      <input
        inputMode={inputMode}
        {...bound}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        data-test={`ca-${name}`}
        className={controlClass(false)}
      />
    </Field>
  );
}

/** Mounted only while open, so every opening starts with an empty form. */
export function ConfirmAccountModal(props: ConfirmAccountModalProps) {
  return props.open ? <ConfirmAccountDialog key={props.mode} {...props} /> : null;
}

function ConfirmAccountDialog({ mode, onClose, onDone }: ConfirmAccountModalProps) {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mounted = useRef(true);
  const ids = useId();
  const kb = useVirtualKeyboard();
  const storeZone = usePage().props.store?.timezone ?? null;
  const { t } = useT();
  const format = useFormat();
  const fail = (message: string) => void showError(translateMessage(message));

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The answer ends in a dialog: fetch SweetAlert while the employee types.
  useEffect(() => preloadDialogs(), []);

  const set =
    <K extends keyof FormState>(key: K) =>
    (v: FormState[K]) =>
      setForm((f) => ({ ...f, [key]: v }));
  const title = mode === 'out' ? t('clock.confirm.out') : t('clock.confirm.in');

  const close = () => {
    kb.hide();
    onClose();
  };

  const finish = (name: string, verb: 'in' | 'out', iso: unknown) => {
    if (!mounted.current) return;
    kb.hide();
    onClose();
    // English keeps the spec's hh:mm A; other languages get their own clock (Intl).
    const time = format.time(
      typeof iso === 'string' || typeof iso === 'number' ? iso : null,
      storeZone,
    );
    void showSuccess(t(verb === 'in' ? 'clock.clockedIn' : 'clock.clockedOut', { name, time }));
    onDone?.();
    router.visit(route('dashboard'));
  };

  const confirm = async () => {
    if (busyRef.current) return;
    const credentials = confirmPayload(form);
    if (!credentials) {
      fail(CONFIRM_MESSAGES.missingCredentials);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      // Offline: the clock is queued with its time and sent when the station is back (no dashboard visit: it would fail).
      const queued = async () => {
        if (!(await queueClockIfOffline(mode, credentials, form, storeZone))) return false;
        kb.hide();
        onClose();
        onDone?.();
        return true;
      };
      if (await queued()) return;
      const confirmed = await postJson<CallAnswer>(route('employees.confirm_account'), credentials);
      if (confirmed.status === 0) {
        noteNetworkFailure();
        if (await queued()) return;
      }
      const employeeId = confirmed.data?.data?.id;
      if (
        !confirmed.ok ||
        confirmed.data?.status !== 'success' ||
        employeeId === undefined ||
        employeeId === null
      ) {
        // A throttled station is told how long to wait; anything else is the spec's message.
        fail(
          confirmed.status === 429
            ? (serverMessage(confirmed.data) ?? CONFIRM_MESSAGES.notFound)
            : CONFIRM_MESSAGES.notFound,
        );
        return;
      }

      if (mode === 'in') {
        const res = await postJson<CallAnswer>(route('employees.clock_in'), {
          employee_id: employeeId,
        });
        if (!res.ok) {
          fail(serverMessage(res.data) ?? CONFIRM_MESSAGES.clockInFailed);
          return;
        }
        if (!res.data?.success) {
          fail(CONFIRM_MESSAGES.clockInFailed);
          return;
        }
        finish(res.data?.data?.employee?.name ?? '', 'in', res.data?.data?.clock_in);
      } else {
        const res = await postJson<CallAnswer>(route('employees.clock_out'), {
          employee_id: employeeId,
          tip_amount: form.tip_amount,
          bonus_tip: form.bonus_tip,
          cash_out: form.cash_out,
        });
        if (!res.ok) {
          fail(CONFIRM_MESSAGES.clockOutRequestError);
          return;
        }
        if (!res.data?.success) {
          fail(CONFIRM_MESSAGES.clockInFailed);
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

  // Staff number and PIN get the digit pad (docs/ui.md "The keyboard"); the card id is free text.
  const swipe = kb.bind({
    field: 'card_swipe_id',
    value: form.card_swipe_id,
    onChange: set('card_swipe_id'),
  });
  const userId = kb.bind({
    field: 'user_id',
    value: form.user_id,
    layout: 'number',
    onChange: set('user_id'),
  });
  const password = kb.bind({
    field: 'password',
    value: form.password,
    layout: 'number',
    onChange: set('password'),
  });

  return (
    <Modal
      open
      onClose={close}
      title={title}
      locked={busy}
      closeOnBackdrop={false}
      // Wide enough on a tablet for the letter keyboard's keys to stay 44 px wide inside it.
      size={kb.enabled ? 'xl' : 'lg'}
      onSubmit={onSubmit}
      data-test="confirm-account-modal"
      dataAttributes={{ 'data-mode': mode }}
      footer={
        <>
          <Button variant="secondary" data-test="ca-close" onClick={close}>
            {t('common.close')}
          </Button>
          <Button
            type="submit"
            data-test="ca-confirm"
            busy={busy}
            busyLabel={t('common.confirming')}
          >
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <KeyField
          label={t('clock.swipeId')}
          id={`${ids}-swipe`}
          name="card_swipe_id"
          bound={swipe}
        />
        <div
          className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-gray-600"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-gray-200" />
          {t('common.or')}
          <span className="h-px flex-1 bg-gray-200" />
        </div>
        <KeyField
          label={t('ui.userId')}
          id={`${ids}-user`}
          name="user_id"
          inputMode="numeric"
          bound={userId}
          autoComplete="username"
        />
        <KeyField
          label={t('ui.password')}
          id={`${ids}-password`}
          name="password"
          type="password"
          inputMode="numeric"
          bound={password}
          autoComplete="current-password"
        />
        {mode === 'out' && (
          <>
            <Field name="tip_amount" id={`${ids}-tip`} label={t('clock.tipAmount')}>
              <AmountInput
                name="tip_amount"
                data-test="ca-tip_amount"
                value={form.tip_amount}
                onChange={set('tip_amount')}
              />
            </Field>
            <Field name="bonus_tip" id={`${ids}-bonus`} label={t('clock.bonusAmount')}>
              <AmountInput
                name="bonus_tip"
                data-test="ca-bonus_tip"
                value={form.bonus_tip}
                onChange={set('bonus_tip')}
              />
            </Field>
            <Field name="cash_out" id={`${ids}-cash`} label={t('clock.cashOut')}>
              <AmountInput
                name="cash_out"
                data-test="ca-cash_out"
                value={form.cash_out}
                onChange={set('cash_out')}
              />
            </Field>
          </>
        )}
      </div>
    </Modal>
  );
}

export default ConfirmAccountModal;
