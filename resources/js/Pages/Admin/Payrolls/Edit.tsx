import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import { Modal } from '@/Components/ui/Modal';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { formatDateTime } from '@/lib/format';
import { route } from '@/lib/route';
import AdjustmentDialog from './Partials/AdjustmentDialog';
import PayFigures from './Partials/PayFigures';
import { money, periodLabel, signed } from './Partials/format';
import type { PayRow } from '@common/pages/Admin/Payrolls/types';
import type { PageProps } from '@common/pages';
import type { Technician, Adjustment } from '@common/pages/Admin/Payrolls/Edit';

/** One pay period: per technician the computation, adjustments while open, Finalise; pay stub links once finalised. */
export default function Edit({ run, ended, technicians, adjustments, staff, unsettled_card_tips }: PageProps<'Admin/Payrolls/Edit'>) {
  const confirm = useConfirm();
  const [adjusting, setAdjusting] = useState<number | null>(null);
  const [qrFor, setQrFor] = useState<Technician | null>(null);
  const open = run.state === 'open';
  const total = (pick: (t: PayRow) => number) => technicians.reduce((s, t) => s + pick(t), 0);

  const finalise = async () => {
    if (await confirm({
      title: 'Finalise this payroll?', actionLabel: 'Finalise', danger: false,
      message: `The numbers for ${periodLabel(run.period_start, run.period_end)} are locked for good. A later correction goes in as an adjustment in the next open period.`,
    })) router.post(route('payrolls.finalise', { payroll: run.id }), {}, { preserveScroll: true });
  };
  const remove = async (a: Adjustment) => {
    if (await confirm({ title: 'Remove this adjustment?', message: `${a.label} (${signed(a.amount)}) comes off this payroll.`, actionLabel: 'Remove' })) {
      router.delete(route('payrolls.adjustments.destroy', { payroll: run.id, adjustment: a.id }), { preserveScroll: true });
    }
  };

  return (
    <>
      <Head title="Payroll" />
      <PageHeader
        title={`Payroll ${periodLabel(run.period_start, run.period_end)}`}
        back={{ href: route('payrolls.index'), label: 'Payroll Control' }}
        description={open
          ? 'Live from the paid tickets, clock records and adjustments. Check each technician, then finalise.'
          : `Finalised${run.finalised_at ? ` ${formatDateTime(run.finalised_at)}` : ''}${run.finalised_by ? ` by ${run.finalised_by}` : ''}. These numbers no longer change; a correction goes in as an adjustment in the next open period.`}
        actions={<>
          <Badge tone={open ? 'neutral' : 'primary'} data-test="run-state">{open ? 'Open' : 'Finalised'}</Badge>
          <ButtonLink href={route('payrolls.report', { type: 'salary', period: run.id })} variant="secondary" data-test="run-report">Report and pay stubs</ButtonLink>
          {open && staff.length > 0 && <Button variant="secondary" onClick={() => setAdjusting(staff[0]!.id)} data-test="adjustment-add">Add adjustment</Button>}
          {open && <Button onClick={finalise} disabled={!ended} data-test="run-finalise">Finalise</Button>}
        </>}
      />
      {unsettled_card_tips && (
        <p className="mb-4 rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-800" data-test="unsettled-card-tips">
          {unsettled_card_tips.count} card {unsettled_card_tips.count === 1 ? 'tip' : 'tips'} ({unsettled_card_tips.amount}) in this period {unsettled_card_tips.count === 1 ? 'is' : 'are'} not settled yet: close the card batches first, so the tips paid are the tips charged.
        </p>
      )}
      {open && !ended && <p className="mb-4 rounded-lg bg-gray-100 p-3 text-sm text-gray-700" data-test="run-not-over">This period runs until {run.period_end}; it can be finalised once it is over.</p>}

      <dl className="mb-4 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3" data-test="run-totals">
        {[['Technicians', String(technicians.length)], ['Service sales', money(total((t) => t.service_sales))], ['Tips', money(total((t) => t.tips))],
          ['Net pay', signed(total((t) => t.net))], ['By check', money(total((t) => t.check))], ['In cash', money(total((t) => t.cash))]].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>

      {technicians.length === 0 ? (
        <EmptyState message="Nobody sold a service, earned a tip or clocked in during this period." />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {technicians.map((t) => {
            const mine = adjustments.filter((a) => a.technician_id === t.technician_id);
            return (
              <section key={t.technician_id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-test="payroll-technician" data-name={t.name}>
                <h2 className="mb-2 text-lg font-semibold text-gray-900">{t.name}</h2>
                <PayFigures pay={t} />
                {mine.length > 0 && (
                  <ul className="mt-3 space-y-2 border-t border-gray-100 pt-3" aria-label={`Adjustments for ${t.name}`}>
                    {mine.map((a) => (
                      <li key={a.id} className="flex items-center justify-between gap-2 text-sm" data-test="adjustment">
                        <span className="min-w-0"><span className="font-medium">{a.label}</span> {signed(a.amount)}<span className="block text-gray-600">{a.reason} · {a.by}</span></span>
                        {open && a.removable && <Button variant="ghost" onClick={() => remove(a)} data-test="adjustment-remove" aria-label={`Remove ${a.label}`}>Remove</Button>}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-3 flex flex-wrap gap-2 border-t border-gray-100 pt-3">
                  {open && <Button variant="secondary" onClick={() => setAdjusting(t.technician_id)} data-test="technician-adjust">Adjust</Button>}
                  {t.stub_url && <Button variant="secondary" onClick={() => setQrFor(t)} data-test="stub-qr">Pay stub QR</Button>}
                  {t.stub_url && t.has_email && (
                    <Button variant="secondary" onClick={() => router.post(route('payrolls.stub_send', { payroll: run.id, employee: t.technician_id }), {}, { preserveScroll: true })} data-test="stub-send">Send to employee</Button>
                  )}
                </div>
              </section>
            );
          })}
        </div>
      )}

      {adjusting !== null && <AdjustmentDialog runId={run.id} employeeId={adjusting} staff={staff} onClose={() => setAdjusting(null)} />}
      {qrFor && (
        <Modal open onClose={() => setQrFor(null)} title={`${qrFor.name}'s pay stub`} data-test="stub-dialog" footer={<Button variant="secondary" onClick={() => setQrFor(null)}>Close</Button>}>
          <img src={route('payrolls.stub_qr', { payroll: run.id, employee: qrFor.technician_id })} alt={`QR code of ${qrFor.name}'s pay stub link`} className="mx-auto h-64 w-64" data-test="stub-qr-image" />
          <p className="mt-3 text-center text-sm text-gray-700">Scan with the phone's camera. The link works for 90 days.</p>
          <a href={qrFor.stub_url!} target="_blank" rel="noreferrer" className="mt-2 block break-all text-center text-sm text-primary-700 underline" data-test="stub-link">{qrFor.stub_url}</a>
        </Modal>
      )}
    </>
  );
}
