import PayFigures, { signedIn, usePaySpeech, type PaySpeech } from './PayFigures';
import type { PayRow } from '@common/pages/Admin/Payrolls/types';

interface Props {
  storeName: string;
  period: { start: string; end: string };
  pay: PayRow;
  adjustments: { label: string; amount: number; reason: string }[];
  /** Said after the period, e.g. that the numbers are a draft (the payroll report's words). */
  note?: string;
  speech?: PaySpeech;
}

/** One technician's pay stub: the salon, the period, the computation and the adjustments (printed one to a page, and the phone view). */
export default function PayStub({
  storeName,
  period,
  pay,
  adjustments,
  note,
  speech: given,
}: Props) {
  const own = usePaySpeech();
  const speech = given ?? own;
  return (
    <article className="pay-stub" data-test="pay-stub">
      <header className="mb-3">
        <p className="text-sm text-gray-600">{storeName}</p>
        <h2 className="text-xl font-semibold text-gray-900">{pay.name}</h2>
        <p className="text-sm text-gray-700">
          {speech.text('period', { period: speech.period(period.start, period.end) })}
          {note ? ` · ${note}` : ''}
        </p>
      </header>
      <PayFigures pay={pay} speech={speech} />
      {adjustments.length > 0 && (
        <section className="mt-3 border-t border-gray-200 pt-2">
          <h3 className="text-sm font-semibold text-gray-900">{speech.text('adjustments')}</h3>
          <ul className="text-sm">
            {adjustments.map((a, i) => (
              <li key={i} className="flex justify-between gap-3 py-1">
                <span>
                  {a.label}: {a.reason}
                </span>
                <span className="tabular-nums">{signedIn(speech, a.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
