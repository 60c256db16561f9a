import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import { roomOf, splitRefund, taxForPart, tipRefundShares } from '@common/refunds';
import { REFUND_TENDERS, type RefundTender } from '@common/tenders';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { Emphasis, TENDER_KEYS } from '@/Components/pos/words';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { panel } from './ui';
import type { EditableInvoice, InvoiceLine, Refundable } from '@common/pages/Admin/Invoices/types';

type Payout = RefundTender;
const PAYOUTS = REFUND_TENDERS;
const newKey = (id: number) => `refund-${id}-${Date.now()}-${Math.floor(Math.random() * 10000)}`;
/** At most this much of a line can be refunded now: what is left of it, and of a gift card sold only what is unused. */
const maxOf = (l: InvoiceLine) =>
  l.gift_card ? Math.min(l.refundable_cents, l.gift_card.balance_cents) : l.refundable_cents;
const errorText = 'text-sm font-medium text-danger-700';

interface Props {
  invoice: EditableInvoice;
  lines: InvoiceLine[];
  tips: { technician_id: number; name: string; cents: number }[];
  refundable: Refundable;
}

/**
 * A refund: chosen lines (whole or an amount of each), the tip or part of
 * it, paid out over several tenders with a live amount left to assign. The
 * numbers are the server's (common/refunds.ts); the key makes a double tap
 * record it once.
 */
export default function RefundForm({ invoice, lines, tips, refundable }: Props) {
  const confirm = useConfirm();
  const { t } = useT();
  const format = useFormat();
  const formatCurrency = format.money;
  const open = lines.filter((l) => l.refundable_cents > 0);
  const [key, setKey] = useState(() => newKey(invoice.id));
  // The order lines and payouts were sent in: the server's `lines.1.amount` is the second line sent.
  const [sent, setSent] = useState<{ lines: number[]; payouts: Payout[] }>({
    lines: [],
    payouts: [],
  });
  const form = useForm({
    chosen: {} as Record<number, number>,
    tip_amount: 0,
    payouts: { cash: 0, credit_card: 0, gift_card: 0, check: 0 } as Record<Payout, number>,
    gift_card_code: refundable.gift_card_code ?? '',
    reason: '',
    override_reason: '',
  });
  // The split follows the refund (per tender paid) until a payout is typed by hand.
  const [typed, setTyped] = useState(false);
  const { data, setData } = form;
  const errors = form.errors as Record<string, string | undefined>;
  if (open.length === 0 || refundable.total_cents === 0) return null;

  const chosen = open.filter((l) => data.chosen[l.id] !== undefined);
  const taxOf = (l: InvoiceLine) =>
    taxForPart(data.chosen[l.id] ?? 0, l.refundable_cents, l.refundable_tax_cents);
  const total = chosen.reduce((a, l) => a + data.chosen[l.id] + taxOf(l), 0) + data.tip_amount;
  // Each tender gives back at most what it paid, net of earlier refunds; gift cards added up (one code field).
  const caps: Record<Payout, number> = { cash: 0, credit_card: 0, gift_card: 0, check: 0 };
  refundable.tenders.forEach((t) => {
    caps[t.type] += roomOf({
      type: t.type,
      giftCardCode: t.gift_card_code,
      paidCents: t.paid_cents,
      refundedCents: t.refunded_cents,
    });
  });
  const suggested = { cash: 0, credit_card: 0, gift_card: 0, check: 0 } as Record<Payout, number>;
  const split = splitRefund(
    total,
    refundable.tenders.map((t) => ({
      type: t.type,
      giftCardCode: t.gift_card_code,
      paidCents: t.paid_cents,
      refundedCents: t.refunded_cents,
    })),
  );
  refundable.tenders.forEach((t, i) => {
    suggested[t.type] += split[i];
  });
  const payouts = typed ? data.payouts : suggested;
  const assigned = PAYOUTS.reduce((a, p) => a + payouts[p], 0);
  const remaining = total - assigned;
  // Cash is offered beyond what it paid only to someone who may override, and only with a reason.
  const cashOver = Math.max(0, payouts.cash - caps.cash);
  const shown = PAYOUTS.filter(
    (p) => caps[p] > 0 || payouts[p] > 0 || (p === 'cash' && refundable.can_override),
  );
  const labels: Record<Payout, string> = {
    cash: t(TENDER_KEYS.cash),
    credit_card: refundable.card_last4
      ? t('invoices.refund.backToCardLast4', { last4: refundable.card_last4 })
      : t('invoices.refund.backToCard'),
    gift_card: t('invoices.refund.backToGiftCard'),
    check: t(TENDER_KEYS.check),
  };
  const lineError = (id: number) => {
    const i = sent.lines.indexOf(id);
    return i < 0 ? undefined : (errors[`lines.${i}.amount`] ?? errors[`lines.${i}.line_id`]);
  };
  const payoutError = (p: Payout, field: string) => {
    const i = sent.payouts.indexOf(p);
    return i < 0 ? undefined : errors[`payouts.${i}.${field}`];
  };
  const setPayout = (p: Payout, cents: number) => {
    setTyped(true);
    setData('payouts', { ...payouts, [p]: cents });
  };
  const capOf = (p: Payout) => (p === 'cash' && refundable.can_override ? Infinity : caps[p]);
  // What this tender holds once it takes what is left to assign, or gives up what is assigned too much.
  const restOf = (p: Payout) => Math.max(0, Math.min(capOf(p), payouts[p] + remaining));
  const restHere = (p: Payout) => setPayout(p, restOf(p));
  const techShares = tipRefundShares(tips, refundable.tip_refunded_cents, data.tip_amount).filter(
    (t) => t.refundCents > 0,
  );

  const submit = async () => {
    const used = PAYOUTS.filter((p) => payouts[p] > 0);
    const by = used.map((p) => `${labels[p]} ${formatCurrency(payouts[p])}`).join(', ');
    if (
      !(await confirm({
        title: t('invoices.refund.confirmTitle'),
        message: t('invoices.refund.confirmMessage', { amount: formatCurrency(total), by }),
        actionLabel: t('invoices.refund.action'),
      }))
    )
      return;
    setSent({ lines: chosen.map((l) => l.id), payouts: used });
    form.transform((d) => ({
      idempotency_key: key,
      reason: d.reason,
      tip_amount: d.tip_amount,
      override_reason: cashOver > 0 ? d.override_reason : '',
      lines: chosen.map((l) => ({ line_id: l.id, amount: d.chosen[l.id] })),
      payouts: used.map((p) => ({
        type: p,
        amount: payouts[p],
        gift_card_code: p === 'gift_card' ? d.gift_card_code : '',
      })),
    }));
    form.post(route('invoices.refund', { invoice: invoice.id }), {
      preserveScroll: true,
      errorBag: 'refund',
      onSuccess: () => {
        form.reset();
        setTyped(false);
        setSent({ lines: [], payouts: [] });
        setKey(newKey(invoice.id));
      },
    });
  };

  return (
    <Form onSubmit={submit} errors={form.errors} data-test="refund-form" className={panel}>
      <h2 className="text-lg font-semibold text-gray-900">{t('invoices.refund.title')}</h2>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">
          {t('invoices.refund.what')}
        </legend>
        {open.map((l) => {
          const on = data.chosen[l.id] !== undefined;
          const max = maxOf(l);
          const error = lineError(l.id);
          return (
            <div
              key={l.id}
              className="rounded-lg border border-gray-200 p-2"
              data-test={`refund-row-${l.id}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Checkbox
                  name={`refund-line-${l.id}`}
                  data-test={`refund-line-${l.id}`}
                  checked={on}
                  disabled={max === 0 && !on}
                  onChange={(e) => {
                    const next = { ...data.chosen };
                    if (e.target.checked) next[l.id] = max;
                    else delete next[l.id];
                    setData('chosen', next);
                  }}
                  label={
                    <>
                      <span className="font-medium">{l.name}</span>
                      {l.technician && <span className="text-gray-600"> · {l.technician}</span>}
                    </>
                  }
                />
                {on && (
                  <div className="flex items-center gap-2">
                    <label htmlFor={`refund-amount-${l.id}`} className="sr-only">
                      {t('invoices.refund.amountOf', { name: l.name })}
                    </label>
                    <AmountInput
                      name={`refund-amount-${l.id}`}
                      id={`refund-amount-${l.id}`}
                      data-test={`refund-amount-${l.id}`}
                      className="w-36"
                      invalid={!!error}
                      value={data.chosen[l.id]}
                      onChange={(v) => setData('chosen', { ...data.chosen, [l.id]: v })}
                    />
                    {taxOf(l) > 0 && (
                      <span className="text-sm tabular-nums text-gray-700">
                        {t('invoices.refund.plusTax', { amount: formatCurrency(taxOf(l)) })}
                      </span>
                    )}
                  </div>
                )}
              </div>
              <p className="pl-8 text-sm text-gray-600">
                {l.refundable_tax_cents > 0
                  ? t('invoices.refund.leftTax', {
                      amount: formatCurrency(l.refundable_cents),
                      tax: formatCurrency(l.refundable_tax_cents),
                    })
                  : t('invoices.refund.left', { amount: formatCurrency(l.refundable_cents) })}
                {l.gift_card &&
                  ` · ${t(max === 0 ? 'invoices.refund.cardUnusedNone' : 'invoices.refund.cardUnused', { code: l.gift_card.code, amount: formatCurrency(l.gift_card.balance_cents) })}`}
              </p>
              {error && (
                <p className={`pl-8 ${errorText}`} data-test={`error-refund-line-${l.id}`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {errors.lines && (
          <p data-test="error-lines" className={errorText}>
            {errors.lines}
          </p>
        )}
      </fieldset>
      {refundable.tip_cents > 0 && (
        <Field
          name="tip_amount"
          id="refund-tip"
          label={t('invoices.refund.tipBack', { amount: formatCurrency(refundable.tip_cents) })}
          error={errors.tip_amount}
          help={
            techShares.length
              ? t('invoices.refund.takenFrom', {
                  list: techShares
                    .map((s) => `${s.name} ${formatCurrency(s.refundCents)}`)
                    .join(', '),
                })
              : t('invoices.refund.tipShares')
          }
        >
          <AmountInput
            name="refund_tip"
            id="refund-tip"
            data-test="refund-tip"
            className="max-w-48"
            value={data.tip_amount}
            onChange={(v) => setData('tip_amount', v)}
          />
        </Field>
      )}
      <fieldset className="space-y-2" data-test="refund-payouts">
        <legend className="mb-1 text-sm font-medium text-gray-700">
          {t('invoices.refund.by')}
        </legend>
        {shown.map((p) => (
          <div
            key={p}
            className="grid grid-cols-[minmax(0,1fr)_9rem_auto] items-center gap-x-3 gap-y-1"
          >
            <label htmlFor={`refund-payout-${p}`} className="text-sm text-gray-800">
              {labels[p]}
              <span className="block text-gray-600" data-test={`refund-max-${p}`}>
                {p === 'cash' && refundable.can_override
                  ? t('invoices.refund.upToOverride', { amount: formatCurrency(caps[p]) })
                  : t('invoices.refund.upTo', { amount: formatCurrency(caps[p]) })}
              </span>
            </label>
            <AmountInput
              name={`payout-${p}`}
              id={`refund-payout-${p}`}
              data-test={`refund-payout-${p}`}
              invalid={!!payoutError(p, 'amount')}
              value={payouts[p]}
              onChange={(v) => setPayout(p, v)}
            />
            <Button
              variant="secondary"
              data-test={`refund-rest-${p}`}
              disabled={restOf(p) === payouts[p]}
              onClick={() => restHere(p)}
            >
              {t('invoices.refund.restHere')}
            </Button>
            {payoutError(p, 'amount') && (
              <p className={`col-span-3 ${errorText}`} data-test={`error-refund-payout-${p}`}>
                {payoutError(p, 'amount')}
              </p>
            )}
            {p === 'cash' && cashOver > 0 && (
              <Field
                name="override_reason"
                id="refund-override"
                className="col-span-3"
                label={t('invoices.refund.override', { amount: formatCurrency(cashOver) })}
                error={errors.override_reason}
                help={
                  refundable.can_override
                    ? t('invoices.refund.overrideHelp')
                    : t('invoices.refund.overrideOnly')
                }
              >
                <Textarea
                  name="override_reason"
                  id="refund-override"
                  data-test="refund-override"
                  rows={2}
                  maxLength={500}
                  disabled={!refundable.can_override}
                  value={data.override_reason}
                  onChange={(e) => setData('override_reason', e.target.value)}
                />
              </Field>
            )}
            {p === 'gift_card' && payouts.gift_card > 0 && (
              <Field
                name="gift_card_code"
                id="refund-code"
                className="col-span-3 max-w-sm"
                label={t('invoices.refund.giftCardCode')}
                error={payoutError(p, 'gift_card_code')}
              >
                <TextInput
                  name="gift_card_code"
                  id="refund-code"
                  data-test="refund-code"
                  maxLength={40}
                  value={data.gift_card_code}
                  onChange={(e) => setData('gift_card_code', e.target.value)}
                />
              </Field>
            )}
          </div>
        ))}
        {errors.payouts && (
          <p data-test="error-payouts" className={errorText}>
            {errors.payouts}
          </p>
        )}
      </fieldset>
      <Field
        name="reason"
        id="refund-reason"
        label={t('invoices.reason')}
        error={errors.reason ?? errors.idempotency_key}
        help={t('invoices.refund.reasonHelp')}
      >
        <Textarea
          name="reason"
          id="refund-reason"
          data-test="refund-reason"
          rows={2}
          maxLength={500}
          value={data.reason}
          onChange={(e) => setData('reason', e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-gray-700" data-test="refund-total" aria-live="polite">
          <Emphasis
            text={t('invoices.refund.total', {
              total: formatCurrency(total),
              left: formatCurrency(refundable.total_cents),
            })}
            parts={[formatCurrency(total)]}
            className="font-bold tabular-nums"
          />{' '}
          ·{' '}
          <span
            data-test="refund-remaining"
            className={remaining === 0 ? 'text-gray-700' : 'font-semibold text-danger-700'}
          >
            {remaining >= 0
              ? t('invoices.refund.toAssign', { amount: formatCurrency(remaining) })
              : t('invoices.refund.tooMuch', { amount: formatCurrency(-remaining) })}
          </span>
        </p>
        <Button
          type="submit"
          variant="danger"
          data-test="refund-save"
          busy={form.processing}
          busyLabel={t('invoices.refund.refunding')}
          disabled={total === 0 || remaining !== 0}
        >
          {t('invoices.refund.action')}
        </Button>
      </div>
    </Form>
  );
}
