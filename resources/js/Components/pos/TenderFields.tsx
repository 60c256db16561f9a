import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import DigitsInput from './DigitsInput';
import type { Tender } from './ticket';
import type { TenderEntry } from './useTenderEntry';

interface Props {
  tender: Tender;
  /** Its place among the tenders that pay, as the checkout's field names number it. */
  index: number;
  /** The checkout's error for one of its fields. */
  error: (field: string) => string | undefined;
  entry: TenderEntry;
}

/**
 * A tender typed in at the counter: a gift card's or a coupon's code and its check, the amount
 * (a coupon's is its value), a card's last four and authorisation, a check's number, and for
 * cash the exact amount.
 */
export default function TenderFields({ tender: t, index: i, error: err, entry }: Props) {
  const { t: tr } = useT();
  const format = useFormat();
  const id = (f: string) => `tender-${t.id}-${f}`;
  const { patch } = entry;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {(t.type === 'gift_card' || t.type === 'coupon') && (
        <Field
          name={`tenders.${i}.code`}
          id={id('code')}
          label={
            t.type === 'coupon' ? tr('pos.payment.couponCode') : tr('pos.payment.giftCardCode')
          }
          error={err('code') || entry.lookupErrors[t.id]}
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
              onClick={() => entry.lookUp(t)}
              disabled={!t.code.trim()}
              busy={entry.checking === t.id}
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
                amount: t.type === 'gift_card' && t.checked !== null ? Math.min(v, t.checked) : v,
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
          <Button variant="secondary" onClick={() => entry.exact(t.id)} data-test="tender-exact">
            {tr('pos.payment.exact')}
          </Button>
        </div>
      )}
    </div>
  );
}
