import { Head, router } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { tenderKey } from '@/Components/pos/words';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/**
 * 80 mm thermal paper: only the receipt prints, in a narrow monospace column
 * without the shell. (A style element: the app's stylesheet knows no page.)
 */
// i18n-ignore-next-line (a stylesheet, no words)
const PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 3mm; }
  html, body { background: #fff !important; }
  body *:not([data-receipt], [data-receipt] *) { visibility: hidden !important; background: transparent !important; box-shadow: none !important; border-color: transparent !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: absolute; left: 0; top: 0; width: 74mm !important; max-width: none !important; margin: 0 !important; padding: 0 !important; border: 0 !important; border-radius: 0 !important; box-shadow: none !important; font-size: 11px; color: #000; }
}`;

const Row = ({
  label,
  value,
  strong = false,
  test,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  test?: string;
}) => (
  <div className={`flex justify-between gap-3 ${strong ? 'font-bold' : ''}`} data-test={test}>
    <span className="min-w-0">{label}</span>
    <span className="shrink-0 tabular-nums">{value}</span>
  </div>
);

/** The receipt (invoices.show): after checkout the pay screen's Success! dialog comes first, then this, ready to print or email. */
export default function Show({ receipt: r, can_email }: PageProps<'Admin/Invoices/Show'>) {
  const [sending, setSending] = useState(false);
  const { t } = useT();
  const format = useFormat();
  const formatCurrency = format.money;

  const email = () =>
    router.post(
      route('invoices.email', { invoice: r.id }),
      {},
      { preserveScroll: true, onStart: () => setSending(true), onFinish: () => setSending(false) },
    );

  return (
    <>
      <Head title={t('invoices.receipt.title', { number: r.number })} />
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={t('invoices.receipt.title', { number: r.number })}
        description={r.paid_at}
        actions={
          <>
            <Button variant="secondary" onClick={() => window.print()} data-test="receipt-print">
              {t('ui.print')}
            </Button>
            {can_email && (
              <Button variant="secondary" onClick={email} busy={sending} data-test="receipt-email">
                {t('invoices.receipt.email')}
              </Button>
            )}
            <ButtonLink href={route('pos.select_technician')} data-test="new-ticket">
              {t('pos.newTicket')}
            </ButtonLink>
          </>
        }
      />
      <article
        data-receipt
        data-test="receipt"
        className="mx-auto max-w-sm rounded-xl border border-gray-200 bg-white p-5 font-mono text-sm leading-relaxed text-gray-900 shadow-sm"
      >
        <header className="text-center">
          {r.store.logo_url && (
            <img src={r.store.logo_url} alt="" className="mx-auto mb-2 max-h-16" />
          )}
          <p className="text-base font-bold">{r.store.name}</p>
          {r.store.address && <p>{r.store.address}</p>}
          {r.store.phone && <p>{r.store.phone}</p>}
          {r.header && <p className="mt-1">{r.header}</p>}
        </header>
        <hr className="my-3 border-dashed border-gray-400" />
        <Row label={t('invoices.ticket')} value={r.number} test="receipt-number" />
        <Row label={t('ui.date')} value={r.paid_at} />
        {r.customer && <Row label={t('ui.customer')} value={r.customer.name} />}
        {r.status === 'voided' && (
          <p className="mt-2 text-center font-bold" data-test="receipt-void">
            {t('invoices.receipt.void')}
          </p>
        )}
        <hr className="my-3 border-dashed border-gray-400" />
        <div className="space-y-1" data-test="receipt-lines">
          {r.lines.map((l) => (
            <div key={l.id}>
              <Row
                label={`${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.name}`}
                value={formatCurrency(l.amount)}
              />
              {l.technician && <p className="pl-2 text-gray-700">{l.technician}</p>}
              {l.discount > 0 && (
                <Row
                  label={<span className="pl-2">{t('ui.discount')}</span>}
                  value={`−${formatCurrency(l.discount)}`}
                />
              )}
            </div>
          ))}
        </div>
        <hr className="my-3 border-dashed border-gray-400" />
        <Row label={t('ui.subtotal')} value={formatCurrency(r.subtotal)} />
        {r.discount > 0 && (
          <Row label={t('ui.discount')} value={`−${formatCurrency(r.discount)}`} />
        )}
        {r.taxes.map((x) => (
          <Row key={x.name} label={`${x.name} (${x.rate})`} value={formatCurrency(x.amount)} />
        ))}
        <Row label={t('ui.total')} value={formatCurrency(r.total)} strong test="receipt-total" />
        {r.tip > 0 && <Row label={t('ui.tip')} value={formatCurrency(r.tip)} test="receipt-tip" />}
        {r.tips.length > 1 &&
          r.tips.map((x) => (
            <Row
              key={x.technician}
              label={<span className="pl-2">{x.technician}</span>}
              value={formatCurrency(x.amount)}
            />
          ))}
        <Row label={t('invoices.receipt.amountPaid')} value={formatCurrency(r.amount_due)} strong />
        <hr className="my-3 border-dashed border-gray-400" />
        <div className="space-y-1" data-test="receipt-tenders">
          {r.tenders.map((x, i) => (
            <div key={i}>
              <Row
                label={tenderKey(x.type) ? t(tenderKey(x.type)!) : x.label}
                value={formatCurrency(x.type === 'cash' && x.tendered ? x.tendered : x.amount)}
              />
              {x.detail && <p className="pl-2 text-gray-700">{x.detail}</p>}
            </div>
          ))}
          {r.change > 0 && (
            <Row
              label={t('invoices.receipt.change')}
              value={formatCurrency(r.change)}
              test="receipt-change"
            />
          )}
        </div>
        {r.points && (
          <div
            className="mt-3 space-y-1 border-t border-dashed border-gray-400 pt-3"
            data-test="receipt-points"
          >
            {r.points.reward && (
              <Row
                label={t('invoices.receipt.reward', {
                  name: r.points.reward.name,
                  points: r.points.reward.points,
                })}
                value={`−${formatCurrency(r.points.reward.discount)}`}
                test="receipt-reward"
              />
            )}
            {r.points.earned !== 0 && (
              <Row label={t('invoices.receipt.pointsEarned')} value={String(r.points.earned)} />
            )}
            <Row
              label={t('invoices.receipt.points')}
              value={
                r.points.pending
                  ? t('invoices.receipt.pointsAvailablePending', {
                      available: r.points.available,
                      pending: r.points.pending,
                    })
                  : t('invoices.receipt.pointsAvailable', { available: r.points.available })
              }
            />
          </div>
        )}
        {r.footer && (
          <>
            <hr className="my-3 border-dashed border-gray-400" />
            <p className="text-center">{r.footer}</p>
          </>
        )}
      </article>
    </>
  );
}
