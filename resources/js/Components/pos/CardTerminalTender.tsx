import { useRef, useState } from 'react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { postJson } from '@/lib/http';
import { route } from '@/lib/route';
import { cardSummary, type CardTransactionJson } from '@common/cardPayments';
import { newIdempotencyKey, type Tender } from './ticket';
import { Emphasis } from './words';

interface Props {
  tender: Tender;
  /** The field names the checkout's errors use for this tender (its place among the paying tenders). */
  field: (name: string) => string;
  error?: string;
  terminalName: string;
  /** 'device': the terminal asks the customer for a tip before the card. */
  tipOnTerminal: boolean;
  onChange: (patch: Partial<Tender>) => void;
  /** The terminal approved: the tender is locked to the approval. */
  onApproved: (card: CardTransactionJson) => void;
  /** A call to the terminal is out: the dialog must not close or pay meanwhile. */
  onWaiting: (waiting: boolean) => void;
}

type Answer = {
  transaction?: CardTransactionJson;
  message?: string;
  errors?: Record<string, string>;
  cancelled?: boolean;
};

/**
 * A Credit Card tender charged on the station's terminal: the amount (what is due,
 * editable to split) → "Charge $X on <terminal>" → a waiting state with a big Cancel → approved (the
 * caller locks the tender), declined (the reason beside the button), or unknown: the terminal did
 * not answer, so the clerk looks it up on the terminal or says what it showed; never a silent decline.
 * One attempt key per attempt, sent again when the same attempt is retried, so a double tap or a
 * dropped connection never charges twice.
 */
export default function CardTerminalTender({
  tender,
  field,
  error,
  terminalName,
  tipOnTerminal,
  onChange,
  onApproved,
  onWaiting,
}: Props) {
  const [waiting, setWaiting] = useState(false);
  const [message, setMessage] = useState('');
  const [unknown, setUnknown] = useState<CardTransactionJson | null>(null);
  const [resolving, setResolving] = useState<string | null>(null);
  const [cancelNote, setCancelNote] = useState('');
  const sending = useRef(false);
  const { t } = useT();
  const format = useFormat();
  const charged = format.money(tender.amount);

  const wait = (on: boolean) => {
    setWaiting(on);
    onWaiting(on);
  };

  const answered = (tx: CardTransactionJson) => {
    if (tx.status === 'approved') {
      setMessage('');
      onApproved(tx);
    } else if (tx.status === 'unknown' || tx.status === 'pending') {
      setUnknown(tx);
    } else {
      // Declined, cancelled or never sent: nothing was charged, and the next try is a new attempt.
      setMessage(tx.message);
      onChange({ attempt_key: null });
    }
  };

  const charge = async () => {
    if (sending.current || tender.amount <= 0) return;
    sending.current = true;
    const attemptKey = tender.attempt_key ?? newIdempotencyKey();
    onChange({ attempt_key: attemptKey });
    setMessage('');
    setCancelNote('');
    wait(true);
    const res = await postJson<Answer>(route('pos.card.charge'), {
      amount: tender.amount,
      attempt_key: attemptKey,
    });
    wait(false);
    sending.current = false;
    if (res.ok && res.data?.transaction) return answered(res.data.transaction);
    if (res.status === 0) {
      // The answer was lost on the way back: the same attempt is asked again, and the terminal is not charged twice.
      setMessage(t('pos.card.dropped'));
      return;
    }
    onChange({ attempt_key: null });
    setMessage(res.data?.errors?.amount ?? res.data?.message ?? t('pos.card.notCharged'));
  };

  const cancel = async () => {
    const res = await postJson<Answer>(route('pos.card.cancel'), {});
    setCancelNote(res.data?.message ?? t('pos.card.pressCancel'));
  };

  const resolve = async (by: 'lookup' | 'approved' | 'declined') => {
    if (!unknown) return;
    setResolving(by);
    const res = await postJson<Answer>(route('pos.card.resolve'), { transaction: unknown.id, by });
    setResolving(null);
    if (!res.ok || !res.data?.transaction) {
      setMessage(res.data?.errors?.transaction ?? res.data?.message ?? t('pos.card.notAsked'));
      return;
    }
    setUnknown(null);
    answered(res.data.transaction);
  };

  if (tender.card) {
    const card = tender.card;
    return (
      <div className="space-y-1 sm:col-span-3" data-test="card-approved">
        <p className="flex min-h-11 items-center text-lg font-semibold text-gray-900">
          {cardSummary({
            brand: card.brand,
            last4: card.last4,
            entryMode: card.entry_mode,
            auth: card.auth,
          })}
        </p>
        <p className="text-sm text-gray-700">
          {card.tip > 0 ? (
            <Emphasis
              text={t('pos.card.approvedWithTip', {
                amount: format.money(card.amount),
                tip: format.money(card.tip),
              })}
              parts={[format.money(card.amount), format.money(card.tip)]}
            />
          ) : (
            <Emphasis
              text={t('pos.card.approved', { amount: format.money(card.amount) })}
              parts={[format.money(card.amount)]}
            />
          )}
        </p>
        {card.amount_due > 0 && (
          <p
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            data-test="card-partial"
          >
            {t('pos.card.partial', { amount: format.money(card.amount_due) })}
          </p>
        )}
        {error && <p className="text-sm font-medium text-danger-700">{error}</p>}
      </div>
    );
  }

  if (waiting) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl bg-primary-50 px-4 py-5 text-center sm:col-span-3"
        role="status"
        aria-live="polite"
        data-test="card-waiting"
      >
        <span
          className="h-10 w-10 animate-spin rounded-full border-4 border-primary-200 border-t-primary-600"
          aria-hidden="true"
        />
        <p className="text-lg font-semibold text-gray-900 break-words">
          {t('pos.card.charging', { amount: charged, terminal: terminalName })}
        </p>
        <p className="text-base text-gray-700">{t('pos.card.followTerminal')}</p>
        <Button
          variant="secondary"
          size="lg"
          className="min-w-40"
          onClick={cancel}
          data-test="card-cancel"
        >
          {t('ui.cancel')}
        </Button>
        {cancelNote && (
          <p className="text-sm font-medium text-gray-800" data-test="card-cancel-note">
            {cancelNote}
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <Field
        name={field('amount')}
        id={`tender-${tender.id}-amount`}
        label={t('ui.amount')}
        error={error}
      >
        <AmountInput
          name={field('amount')}
          id={`tender-${tender.id}-amount`}
          value={tender.amount}
          onChange={(v) => onChange({ amount: v, attempt_key: null })}
          data-test="tender-amount"
        />
      </Field>
      <div className="flex flex-col justify-end gap-1 sm:col-span-2">
        <Button
          size="lg"
          className="text-center"
          onClick={charge}
          disabled={tender.amount <= 0}
          data-test="card-charge"
        >
          {t('pos.card.charge', { amount: charged, terminal: terminalName })}
        </Button>
        {tipOnTerminal && !message && (
          <p className="text-sm text-gray-600">{t('pos.card.tipFirst')}</p>
        )}
        {message && (
          <p className="text-sm font-medium text-danger-700" role="alert" data-test="card-message">
            {message}
          </p>
        )}
      </div>
      <Modal
        open={unknown !== null}
        onClose={() => {}}
        title={t('pos.card.noAnswerTitle')}
        size="md"
        locked
        closeOnBackdrop={false}
        data-test="card-unknown"
      >
        <p className="mb-4 text-base text-gray-700">
          {t('pos.card.noAnswer', { amount: charged })}
        </p>
        <div className="grid gap-2">
          <Button
            size="lg"
            onClick={() => resolve('lookup')}
            busy={resolving === 'lookup'}
            disabled={resolving !== null}
            data-test="card-lookup"
          >
            {t('pos.card.lookUp')}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => resolve('approved')}
            busy={resolving === 'approved'}
            disabled={resolving !== null}
            data-test="card-showed-approved"
          >
            {t('pos.card.showedApproved')}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => resolve('declined')}
            busy={resolving === 'declined'}
            disabled={resolving !== null}
            data-test="card-not-charged"
          >
            {t('pos.card.notChargedButton')}
          </Button>
        </div>
        {message && <p className="mt-3 text-sm font-medium text-danger-700">{message}</p>}
      </Modal>
    </>
  );
}
