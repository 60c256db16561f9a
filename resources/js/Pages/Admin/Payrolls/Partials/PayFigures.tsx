import { translate, useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { hours, money, periodFor, periodLabel } from './format';
import type { PayRow } from '@common/pages/Admin/Payrolls/types';

/**
 * The stub's words: keys of the customer group's pay stub, which the payroll
 * pages load too (AREA_EXTRA_GROUPS), so the admin's stub and the
 * technician's own stub page speak the same words.
 */
export const PAY_KEYS = {
  service_sales: 'customer.payStub.serviceSales',
  refunded_sales: 'customer.payStub.refundedSales',
  supply_fee: 'customer.payStub.supplyFee',
  commission: 'customer.payStub.commission',
  hourly: 'customer.payStub.hourly',
  guarantee_top_up: 'customer.payStub.guarantee',
  tips: 'customer.payStub.tips',
  card_tip_fee: 'customer.payStub.cardTipFee',
  bonus: 'customer.payStub.bonus',
  adjustments: 'customer.payStub.adjustments',
  cash_out: 'customer.payStub.cashOut',
  net: 'customer.payStub.net',
  check: 'customer.payStub.check',
  cash: 'customer.payStub.cash',
  carry: 'customer.payStub.carry',
  period: 'customer.payStub.period',
} as const;
export type PayText = keyof typeof PAY_KEYS;

/** How a stub speaks: its words, money and period. */
export interface PaySpeech {
  text: (key: PayText, values?: Record<string, string>) => string;
  money: (cents: number) => string;
  period: (start: string, end: string) => string;
}

/** The spec's English formats for money and periods (MM-DD-YYYY); the words come from the active catalogue. */
export const ENGLISH_PAY: PaySpeech = {
  text: (key, values) => translate(PAY_KEYS[key], values),
  money,
  period: periodLabel,
};

/** A stub in the page's language: its words, money and period. */
export function usePaySpeech(): PaySpeech {
  const { t, locale } = useT();
  const format = useFormat();
  return {
    text: (key, values) => t(PAY_KEYS[key], values),
    money: format.money,
    period: periodFor(locale),
  };
}

/** A deduction shown with a true minus sign. */
export const signedIn = (speech: PaySpeech, cents: number) =>
  cents < 0 ? `−${speech.money(-cents)}` : speech.money(cents);

/** The pay computation line by line, in the order it adds up; rows that are zero and optional are left out. */
export default function PayFigures({ pay, speech: given }: { pay: PayRow; speech?: PaySpeech }) {
  const own = usePaySpeech();
  const speech = given ?? own;
  const { text } = speech;
  const amount = speech.money;
  const signed = (cents: number) => signedIn(speech, cents);
  const rows: [string, string, string, boolean][] = [
    ['service_sales', text('service_sales'), amount(pay.service_sales), true],
    [
      'refunded_sales',
      text('refunded_sales'),
      signed(-pay.refunded_sales),
      pay.refunded_sales !== 0,
    ],
    ['supply_fee', text('supply_fee'), signed(-pay.supply_fee), pay.supply_fee !== 0],
    ['commission', text('commission'), amount(pay.commission), true],
    [
      'hourly',
      text('hourly', { hours: hours(pay.worked_minutes) }),
      amount(pay.hourly),
      pay.hourly !== 0,
    ],
    [
      'guarantee_top_up',
      text('guarantee_top_up'),
      amount(pay.guarantee_top_up),
      pay.guarantee_top_up !== 0,
    ],
    ['tips', text('tips'), amount(pay.tips), true],
    ['card_tip_fee', text('card_tip_fee'), signed(-pay.card_tip_fee), pay.card_tip_fee !== 0],
    ['bonus', text('bonus'), amount(pay.bonus), pay.bonus !== 0],
    ['adjustments', text('adjustments'), signed(pay.adjustments), pay.adjustments !== 0],
    ['cash_out', text('cash_out'), signed(-pay.cash_out), pay.cash_out !== 0],
  ];
  return (
    <dl className="divide-y divide-gray-100 text-sm">
      {rows
        .filter((r) => r[3])
        .map(([key, label, value]) => (
          <div key={key} className="flex justify-between gap-3 py-1.5" data-test={`pay-${key}`}>
            <dt className="text-gray-700">{label}</dt>
            <dd className="tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-3 py-2 text-base font-semibold" data-test="pay-net">
        <dt>{text('net')}</dt>
        <dd className="tabular-nums">{signed(pay.net)}</dd>
      </div>
      <div className="flex justify-between gap-3 py-1.5" data-test="pay-check">
        <dt className="text-gray-700">{text('check')}</dt>
        <dd className="tabular-nums">{amount(pay.check)}</dd>
      </div>
      <div className="flex justify-between gap-3 py-1.5" data-test="pay-cash">
        <dt className="text-gray-700">{text('cash')}</dt>
        <dd className="tabular-nums">{amount(pay.cash)}</dd>
      </div>
      {pay.carry_forward < 0 && (
        <p className="pt-2 text-sm text-danger-700" data-test="pay-carry">
          {text('carry', { amount: signed(pay.carry_forward) })}
        </p>
      )}
    </dl>
  );
}
