import { useEffect, useRef, useState } from 'react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { postJson, requestJson } from '@/lib/http';
import { route } from '@/lib/route';
import { settle, TENDER_TYPES, type TenderType } from '@common/tenders';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { cardSummary, type CardTransactionJson } from '@common/cardPayments';
import CardTerminalTender from './CardTerminalTender';
import DigitsInput from './DigitsInput';
import { payingTenders, tenderPayload, type Tender } from './ticket';
import { TENDER_KEYS } from './words';

interface Props {
  open: boolean;
  onClose: () => void;
  amountDue: number;
  tenders: Tender[];
  onTenders: (tenders: Tender[]) => void;
  accepted: string[];
  errors: Record<string, string>;
  busy: boolean;
  onPay: () => void;
  /** The ticket as the server prices it, for the coupon check. */
  ticket: () => Record<string, unknown>;
  /** The station's card terminal: Credit Card is charged on it. Null: the card is typed in by hand. */
  terminal: { name: string; tip_mode: 'device' | 'adjust' } | null;
  /** A tip given on the terminal (or taken back with its void), to add to the ticket's tip. */
  onCardTip: (deltaCents: number) => void;
}

type Lookup = {
  balance?: number;
  value?: number;
  reduces_due?: number;
  message?: string;
  errors?: Record<string, string>;
};

let nextId = 1;

/** settle()'s reasons (common/tenders.ts), in English there: translated here by their text. */
const PROBLEMS: Record<string, string> = {
  'Each payment must be more than $0.00.': 'pos.payment.problemZero',
  'Only cash can be more than the amount due.': 'pos.payment.problemOver',
};

/** Paying: as many tenders as it takes (docs/requirements.md §3), until they cover the amount due; only cash may go over. */
export default function PaymentModal({
  open,
  onClose,
  amountDue,
  tenders,
  onTenders,
  accepted,
  errors,
  busy,
  onPay,
  ticket,
  terminal,
  onCardTip,
}: Props) {
  const [lookupErrors, setLookupErrors] = useState<Record<number, string>>({});
  const [checking, setChecking] = useState<number | null>(null);
  // A call to the terminal is out: nothing else may happen in the dialog until it answers.
  const [charging, setCharging] = useState(false);
  const [voiding, setVoiding] = useState<number | null>(null);
  const confirm = useConfirm();
  const { t: tr } = useT();
  const format = useFormat();
  const tenderName = (type: TenderType) => tr(TENDER_KEYS[type]);
  // The tenders as they are now, for what finishes after a call to the terminal (its closure saw them before).
  const latest = useRef(tenders);
  useEffect(() => {
    latest.current = tenders;
  }, [tenders]);
  const amounts = tenderPayload(tenders).map((t) => ({ type: t.type, amountCents: t.amount }));
  const settlement = settle(amountDue, amounts);
  const paidSoFar = (except: number) =>
    payingTenders(tenders).reduce(
      (a, t) =>
        t.id === except
          ? a
          : a +
            (t.type === 'coupon'
              ? (t.checked ?? 0)
              : t.card
                ? t.card.amount + t.card.tip
                : t.amount),
      0,
    );

  const patch = (id: number, p: Partial<Tender>) =>
    onTenders(latest.current.map((t) => (t.id === id ? { ...t, ...p } : t)));
  const add = (type: TenderType) => {
    const remaining = Math.max(0, amountDue - paidSoFar(-1));
    const charge = type === 'credit_card' && terminal !== null;
    onTenders([
      ...tenders,
      {
        id: nextId++,
        type,
        amount: type === 'coupon' ? 0 : remaining,
        card_last4: '',
        auth_code: '',
        check_number: '',
        code: '',
        checked: null,
        charge,
        attempt_key: null,
        card: null,
      },
    ]);
  };
  const remove = async (t: Tender) => {
    if (!t.card) return onTenders(tenders.filter((x) => x.id !== t.id));
    // An approved card is voided on the terminal before it leaves the payment.
    const ok = await confirm({
      title: tr('pos.payment.voidTitle'),
      message: tr('pos.payment.voidMessage', {
        card: cardSummary({ brand: t.card.brand, last4: t.card.last4 }),
        amount: format.money(t.card.amount + t.card.tip),
      }),
      actionLabel: tr('pos.payment.voidAction'),
    });
    if (!ok) return;
    setVoiding(t.id);
    const res = await postJson<{
      voided?: boolean;
      transaction?: CardTransactionJson;
      message?: string;
      errors?: Record<string, string>;
    }>(route('pos.card.void'), { transaction: t.card.id });
    setVoiding(null);
    if (res.ok && res.data?.voided) {
      if (t.card.tip > 0) onCardTip(-t.card.tip);
      onTenders(latest.current.filter((x) => x.id !== t.id));
      setLookupErrors({ ...lookupErrors, [t.id]: '' });
    } else {
      setLookupErrors({
        ...lookupErrors,
        [t.id]:
          res.data?.transaction?.message ??
          res.data?.errors?.transaction ??
          res.data?.message ??
          tr('pos.payment.notVoided'),
      });
    }
  };
  const approved = (t: Tender, card: CardTransactionJson) => {
    onTenders(
      latest.current.map((x) =>
        x.id === t.id ? { ...x, card, amount: card.amount + card.tip, attempt_key: null } : x,
      ),
    );
    if (card.tip > 0) onCardTip(card.tip);
  };

  const lookUp = async (t: Tender) => {
    setChecking(t.id);
    const res =
      t.type === 'gift_card'
        ? await requestJson<Lookup>(
            'GET',
            `${route('pos.giftcards.balance')}?code=${encodeURIComponent(t.code)}`,
          )
        : await postJson<Lookup>(route('pos.coupons.check'), { ...ticket(), code: t.code });
    setChecking(null);
    if (!res.ok) {
      setLookupErrors({
        ...lookupErrors,
        [t.id]: res.data?.errors?.code ?? res.data?.message ?? tr('pos.payment.checkFailed'),
      });
      patch(t.id, { checked: null });
      return;
    }
    setLookupErrors({ ...lookupErrors, [t.id]: '' });
    if (t.type === 'gift_card') {
      const balance = res.data?.balance ?? 0;
      patch(t.id, {
        checked: balance,
        amount: Math.min(balance, Math.max(0, amountDue - paidSoFar(t.id))),
      });
      // A coupon the store takes as a discount also takes its tax off: it counts for what the due goes down by.
    } else patch(t.id, { checked: res.data?.reduces_due ?? res.data?.value ?? 0 });
  };

  const footer = (
    <div className="flex w-full flex-wrap items-center justify-between gap-3">
      <div className="text-lg font-semibold tabular-nums" data-test="payment-status">
        {settlement.paid ? (
          <span className="text-primary-700">
            {tr('pos.payment.changeDue', { amount: format.money(settlement.changeCents) })}
          </span>
        ) : settlement.problem ? (
          <span className="text-base text-danger-700">
            {PROBLEMS[settlement.problem]
              ? tr(PROBLEMS[settlement.problem], { amount: format.money(0) })
              : settlement.problem}
          </span>
        ) : (
          <span className="text-danger-700">
            {tr('pos.payment.stillDue', { amount: format.money(settlement.remainingCents) })}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={busy || charging}>
          {tr('ui.back')}
        </Button>
        <Button
          size="lg"
          onClick={onPay}
          disabled={!settlement.paid || charging}
          busy={busy}
          busyLabel={tr('pos.payment.paying')}
          data-test="complete-payment"
        >
          {tr('pos.pay', { amount: format.money(amountDue) })}
        </Button>
      </div>
    </div>
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={tr('pos.payment.title', { amount: format.money(amountDue) })}
      size="xl"
      footer={footer}
      locked={busy || charging}
      closeOnBackdrop={false}
      data-test="payment-modal"
    >
      <div
        className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-5"
        role="group"
        aria-label={tr('pos.payment.addGroup')}
      >
        {TENDER_TYPES.filter((type) => accepted.includes(type)).map((type) => (
          <Button
            key={type}
            variant="secondary"
            className="px-2 text-center text-base leading-tight"
            onClick={() => add(type)}
            disabled={charging}
            data-test={`add-tender-${type}`}
          >
            {tr('pos.payment.addTender', { tender: tenderName(type) })}
          </Button>
        ))}
      </div>
      {errors.tenders && (
        <p
          className="mb-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800"
          data-test="error-tenders"
        >
          {errors.tenders}
        </p>
      )}
      {tenders.length === 0 && <p className="text-sm text-gray-600">{tr('pos.payment.empty')}</p>}
      <ol className="space-y-3" data-test="tenders">
        {tenders.map((t) => {
          // The checkout's errors are numbered among the tenders that pay (a terminal card not charged yet is not sent).
          const i = payingTenders(tenders).indexOf(t);
          const err = (f: string) => (i < 0 ? undefined : errors[`tenders.${i}.${f}`]);
          const id = (f: string) => `tender-${t.id}-${f}`;
          return (
            <li
              key={t.id}
              className="rounded-xl border border-gray-200 p-3"
              data-test="tender"
              data-type={t.type}
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="min-w-0 font-semibold text-gray-900">
                  {tenderName(t.type)}
                  {t.charge && terminal ? (
                    <span className="ml-2 text-sm font-normal text-gray-600">
                      {tr('pos.payment.onTerminal', { terminal: terminal.name })}
                    </span>
                  ) : null}
                </p>
                <Button
                  variant="ghost"
                  destructive
                  onClick={() => remove(t)}
                  disabled={charging}
                  busy={voiding === t.id}
                  busyLabel={tr('pos.payment.voiding')}
                  aria-label={tr('pos.payment.removeTender', { tender: tenderName(t.type) })}
                >
                  {t.card ? tr('pos.payment.removeVoid') : tr('ui.remove')}
                </Button>
              </div>
              {err('type') && (
                <p className="mb-2 text-sm font-medium text-danger-700">{err('type')}</p>
              )}
              {t.card && lookupErrors[t.id] && (
                <p className="mb-2 text-sm font-medium text-danger-700" role="alert">
                  {lookupErrors[t.id]}
                </p>
              )}
              {t.charge && terminal ? (
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                  <CardTerminalTender
                    tender={t}
                    field={(f) => `tenders.${Math.max(i, 0)}.${f}`}
                    error={err('card_transaction_id') ?? err('amount')}
                    terminalName={terminal.name}
                    tipOnTerminal={terminal.tip_mode === 'device'}
                    onChange={(p) => patch(t.id, p)}
                    onApproved={(card) => approved(t, card)}
                    onWaiting={setCharging}
                  />
                </div>
              ) : (
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                  {(t.type === 'gift_card' || t.type === 'coupon') && (
                    <Field
                      name={`tenders.${i}.code`}
                      id={id('code')}
                      label={
                        t.type === 'coupon'
                          ? tr('pos.payment.couponCode')
                          : tr('pos.payment.giftCardCode')
                      }
                      error={err('code') || lookupErrors[t.id]}
                      className="sm:col-span-2"
                    >
                      <div className="flex gap-2">
                        <TextInput
                          name={`tenders.${i}.code`}
                          id={id('code')}
                          value={t.code}
                          maxLength={40}
                          onChange={(e) => patch(t.id, { code: e.target.value, checked: null })}
                          data-test="tender-code"
                        />
                        <Button
                          variant="secondary"
                          onClick={() => lookUp(t)}
                          disabled={!t.code.trim()}
                          busy={checking === t.id}
                          data-test="tender-check"
                        >
                          {t.type === 'coupon' ? tr('ui.apply') : tr('pos.payment.check')}
                        </Button>
                      </div>
                    </Field>
                  )}
                  {t.type === 'coupon' ? (
                    <div className="space-y-1.5">
                      <p className="text-sm font-medium text-gray-700">{tr('pos.payment.value')}</p>
                      <p
                        className="flex min-h-11 items-center text-lg font-semibold tabular-nums"
                        data-test="coupon-value"
                      >
                        {t.checked === null ? '—' : format.money(t.checked)}
                      </p>
                    </div>
                  ) : (
                    <Field
                      name={`tenders.${i}.amount`}
                      id={id('amount')}
                      label={t.type === 'cash' ? tr('pos.payment.amountTendered') : tr('ui.amount')}
                      help={
                        t.type === 'gift_card' && t.checked !== null
                          ? tr('pos.payment.balance', { amount: format.money(t.checked) })
                          : undefined
                      }
                      error={err('amount')}
                    >
                      <AmountInput
                        name={`tenders.${i}.amount`}
                        id={id('amount')}
                        value={t.amount}
                        onChange={(v) =>
                          patch(t.id, {
                            amount:
                              t.type === 'gift_card' && t.checked !== null
                                ? Math.min(v, t.checked)
                                : v,
                          })
                        }
                        data-test="tender-amount"
                      />
                    </Field>
                  )}
                  {t.type === 'credit_card' && (
                    <>
                      <Field
                        name={`tenders.${i}.card_last4`}
                        id={id('last4')}
                        label={tr('pos.payment.cardLast4')}
                        error={err('card_last4')}
                      >
                        <DigitsInput
                          name={`tenders.${i}.card_last4`}
                          value={t.card_last4}
                          maxLength={4}
                          onChange={(v) => patch(t.id, { card_last4: v })}
                          data-test="tender-last4"
                          placeholder="1234"
                        />
                      </Field>
                      <Field
                        name={`tenders.${i}.auth_code`}
                        id={id('auth')}
                        label={tr('pos.payment.authCode')}
                        error={err('auth_code')}
                      >
                        <TextInput
                          name={`tenders.${i}.auth_code`}
                          id={id('auth')}
                          value={t.auth_code}
                          maxLength={20}
                          onChange={(e) =>
                            patch(t.id, { auth_code: e.target.value.replace(/[^A-Za-z0-9]/g, '') })
                          }
                          data-test="tender-auth"
                        />
                      </Field>
                    </>
                  )}
                  {t.type === 'check' && (
                    <Field
                      name={`tenders.${i}.check_number`}
                      id={id('check')}
                      label={tr('pos.payment.checkNumber')}
                      error={err('check_number')}
                    >
                      <DigitsInput
                        name={`tenders.${i}.check_number`}
                        value={t.check_number}
                        maxLength={20}
                        onChange={(v) => patch(t.id, { check_number: v })}
                        data-test="tender-check-number"
                      />
                    </Field>
                  )}
                  {t.type === 'cash' && (
                    <div className="flex items-end">
                      <Button
                        variant="secondary"
                        onClick={() =>
                          patch(t.id, { amount: Math.max(0, amountDue - paidSoFar(t.id)) })
                        }
                        data-test="tender-exact"
                      >
                        {tr('pos.payment.exact')}
                      </Button>
                    </div>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
