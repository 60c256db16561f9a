import type { TicketTotals, TipShare } from '@common/ticketTotals';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import DigitsInput from './DigitsInput';
import type { Amount, Technician } from './ticket';

interface Props {
  totals: TicketTotals;
  discount: Amount;
  onDiscount: (d: Amount) => void;
  tip: Amount;
  onTip: (t: Amount) => void;
  suggested: number[];
  technicians: Technician[];
  /** A hand-edited split, or empty to follow the rule. */
  manualShares: TipShare[];
  onShares: (shares: TipShare[]) => void;
  errors: Record<string, string>;
}

const row = 'flex items-center justify-between gap-3 text-sm text-gray-700';

/** Ticket discount ($ or %), tip (suggested % or typed) with its split, and the totals in the order they are computed. */
export default function TicketSummary({
  totals,
  discount,
  onDiscount,
  tip,
  onTip,
  suggested,
  technicians,
  manualShares,
  onShares,
  errors,
}: Props) {
  const { t } = useT();
  const format = useFormat();
  const discountType = discount?.type ?? 'amount';
  const tipType = tip?.type === 'percent' ? 'percent' : 'amount';
  const nameOf = (id: number) => technicians.find((x) => x.id === id)?.name ?? t('ui.technician');
  const shareTotal = totals.tipShares.reduce((a, s) => a + s.cents, 0);

  const editShare = (technicianId: number, cents: number) => {
    const base = manualShares.length ? manualShares : totals.tipShares;
    onShares(base.map((s) => (s.technicianId === technicianId ? { ...s, cents } : s)));
  };

  return (
    <div className="space-y-3">
      <div>
        <div className="mb-1.5 flex items-center justify-between">
          <span className="text-sm font-medium text-gray-700" id="ticket-discount-label">
            {t('pos.summary.ticketDiscount')}
          </span>
          <div className="flex gap-1" role="group" aria-label={t('pos.summary.discountType')}>
            {(['amount', 'percent'] as const).map((type) => (
              <Button
                key={type}
                variant={discountType === type ? 'primary' : 'secondary'}
                aria-pressed={discountType === type}
                onClick={() => onDiscount({ type, value: 0 })}
                data-test={`discount-${type}`}
              >
                {type === 'amount' ? '$' : '%'}
              </Button>
            ))}
          </div>
        </div>
        <Field
          name="ticket_discount"
          label={<span className="sr-only">{t('pos.summary.discountValue')}</span>}
          error={errors.ticket_discount ?? errors['ticket_discount.value']}
        >
          {discountType === 'amount' ? (
            <AmountInput
              name="ticket_discount"
              value={discount?.value ?? 0}
              onChange={(v) => onDiscount({ type: 'amount', value: v })}
              data-test="ticket-discount"
            />
          ) : (
            <DigitsInput
              name="ticket_discount"
              value={discount?.value ? String(discount.value) : ''}
              maxLength={3}
              placeholder="%"
              onChange={(v) =>
                onDiscount({ type: 'percent', value: Math.min(100, Number(v || 0)) })
              }
              data-test="ticket-discount"
            />
          )}
        </Field>
      </div>

      <div>
        <p className="mb-1.5 text-sm font-medium text-gray-700">{t('ui.tip')}</p>
        <div
          className="grid grid-cols-4 gap-1.5"
          role="group"
          aria-label={t('pos.summary.suggestedTips')}
        >
          {suggested.map((p) => (
            <Button
              key={p}
              variant={tip?.type === 'percent' && tip.value === p ? 'primary' : 'secondary'}
              aria-pressed={tip?.type === 'percent' && tip.value === p}
              onClick={() => {
                onShares([]);
                onTip(
                  tip?.type === 'percent' && tip.value === p ? null : { type: 'percent', value: p },
                );
              }}
              data-test={`tip-${p}`}
            >
              {p}%
            </Button>
          ))}
        </div>
        <Field
          name="tip"
          label={<span className="sr-only">{t('pos.summary.tipAmount')}</span>}
          error={errors.tip}
          className="mt-1.5"
        >
          <AmountInput
            name="tip"
            value={tipType === 'amount' ? (tip?.value ?? 0) : totals.tipCents}
            onChange={(v) => {
              onShares([]);
              onTip({ type: 'amount', value: v });
            }}
            data-test="tip-amount"
          />
        </Field>
        {totals.tipShares.length > 1 && (
          <div className="mt-2 space-y-1.5 rounded-lg bg-gray-50 p-2" data-test="tip-shares">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-gray-700">{t('pos.summary.tipSplit')}</p>
              {manualShares.length > 0 && (
                <Button variant="ghost" onClick={() => onShares([])}>
                  {t('ui.reset')}
                </Button>
              )}
            </div>
            {totals.tipShares.map((s) => (
              <div key={s.technicianId} className="flex items-center justify-between gap-2">
                <label htmlFor={`tip-share-${s.technicianId}`} className="text-sm text-gray-800">
                  {nameOf(s.technicianId)}
                </label>
                <AmountInput
                  name={`tip-share-${s.technicianId}`}
                  id={`tip-share-${s.technicianId}`}
                  value={s.cents}
                  onChange={(v) => editShare(s.technicianId, v)}
                  className="w-32"
                  data-test="tip-share"
                />
              </div>
            ))}
            {manualShares.length > 0 && shareTotal !== totals.tipCents && (
              <p className="text-sm font-medium text-danger-700">
                {t('pos.summary.sharesOff', {
                  shares: format.money(shareTotal),
                  tip: format.money(totals.tipCents),
                })}
              </p>
            )}
          </div>
        )}
        {errors.tip_shares && (
          <p className="mt-1 text-sm font-medium text-danger-700" data-test="error-tip_shares">
            {errors.tip_shares}
          </p>
        )}
      </div>

      <dl className="space-y-1 border-t border-gray-200 pt-3" data-test="ticket-totals">
        <div className={row}>
          <dt>{t('ui.subtotal')}</dt>
          <dd className="tabular-nums" data-test="total-subtotal">
            {format.money(totals.subtotalCents)}
          </dd>
        </div>
        {totals.discountCents > 0 && (
          <div className={row}>
            <dt>{t('ui.discount')}</dt>
            <dd className="tabular-nums">−{format.money(totals.discountCents)}</dd>
          </div>
        )}
        {totals.taxes.map((x) => (
          <div key={x.taxId} className={row}>
            <dt>{x.name}</dt>
            <dd className="tabular-nums">{format.money(x.amountCents)}</dd>
          </div>
        ))}
        <div className={`${row} font-semibold text-gray-900`}>
          <dt>{t('ui.total')}</dt>
          <dd className="tabular-nums" data-test="total-total">
            {format.money(totals.totalCents)}
          </dd>
        </div>
        <div className={row}>
          <dt>{t('ui.tip')}</dt>
          <dd className="tabular-nums" data-test="total-tip">
            {format.money(totals.tipCents)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
