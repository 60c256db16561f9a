import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import { Modal } from '@/Components/ui/Modal';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { route } from '@/lib/route';
import AdjustmentDialog from './Partials/AdjustmentDialog';
import PayFigures from './Partials/PayFigures';
import { useT } from '@/lib/i18n';
import { STATE_KEYS, usePayFormat } from './Partials/format';
import type { PayRow } from '@common/pages/Admin/Payrolls/types';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { Technician, Adjustment } from '@common/pages/Admin/Payrolls/Edit';

/** "Finalised 11-21-2026 09:00 AM by Lan.", with whichever of the time and the person is known. */
function finalisedLine(t: Translate, at: string | null, by: string | null): string {
  if (at && by) return t('payrolls.edit.finalisedAtBy', { at, by });
  if (at) return t('payrolls.edit.finalisedAt', { at });
  if (by) return t('payrolls.edit.finalisedBy', { by });
  return t('payrolls.edit.finalised');
}

/** One pay period: per technician the computation, adjustments while open, Finalise; pay stub links once finalised. */
export default function Edit({
  run,
  ended,
  technicians,
  adjustments,
  staff,
  unsettled_card_tips,
}: PageProps<'Admin/Payrolls/Edit'>) {
  const confirm = useConfirm();
  const { t } = useT();
  const { money, signed, period, dateTime, day } = usePayFormat();
  const runPeriod = period(run.period_start, run.period_end);
  const [adjusting, setAdjusting] = useState<number | null>(null);
  const [qrFor, setQrFor] = useState<Technician | null>(null);
  const open = run.state === 'open';
  const total = (pick: (row: PayRow) => number) => technicians.reduce((s, row) => s + pick(row), 0);

  const finalise = async () => {
    if (
      await confirm({
        title: t('payrolls.edit.finaliseTitle'),
        actionLabel: t('payrolls.edit.finalise'),
        danger: false,
        message: t('payrolls.edit.finaliseMessage', { period: runPeriod }),
      })
    )
      router.post(route('payrolls.finalise', { payroll: run.id }), {}, { preserveScroll: true });
  };
  const remove = async (a: Adjustment) => {
    if (
      await confirm({
        title: t('payrolls.edit.removeTitle'),
        message: t('payrolls.edit.removeMessage', { label: a.label, amount: signed(a.amount) }),
        actionLabel: t('ui.remove'),
      })
    ) {
      router.delete(route('payrolls.adjustments.destroy', { payroll: run.id, adjustment: a.id }), {
        preserveScroll: true,
      });
    }
  };

  return (
    <>
      <Head title={t('payrolls.edit.title')} />
      <PageHeader
        title={t('payrolls.edit.heading', { period: runPeriod })}
        back={{ href: route('payrolls.index'), label: t('payrolls.index.title') }}
        description={
          open
            ? t('payrolls.edit.live')
            : `${finalisedLine(t, run.finalised_at ? dateTime(run.finalised_at) : null, run.finalised_by)} ${t('payrolls.edit.locked')}`
        }
        actions={
          <>
            <Badge tone={open ? 'neutral' : 'primary'} data-test="run-state">
              {t(STATE_KEYS[open ? 'open' : 'finalised']!)}
            </Badge>
            <ButtonLink
              href={route('payrolls.report', { type: 'salary', period: run.id })}
              variant="secondary"
              data-test="run-report"
            >
              {t('payrolls.edit.report')}
            </ButtonLink>
            {open && staff.length > 0 && (
              <Button
                variant="secondary"
                onClick={() => setAdjusting(staff[0]!.id)}
                data-test="adjustment-add"
              >
                {t('payrolls.adjustment.add')}
              </Button>
            )}
            {open && (
              <Button onClick={finalise} disabled={!ended} data-test="run-finalise">
                {t('payrolls.edit.finalise')}
              </Button>
            )}
          </>
        }
      />
      {unsettled_card_tips && (
        <p
          className="mb-4 rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-800"
          data-test="unsettled-card-tips"
        >
          {t('payrolls.edit.unsettled', {
            count: unsettled_card_tips.count,
            amount: money(unsettled_card_tips.amount_cents),
          })}
        </p>
      )}
      {open && !ended && (
        <p
          className="mb-4 rounded-lg bg-gray-100 p-3 text-sm text-gray-700"
          data-test="run-not-over"
        >
          {t('payrolls.edit.notOver', { end: day(run.period_end) })}
        </p>
      )}

      <dl
        className="mb-4 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3"
        data-test="run-totals"
      >
        {[
          [t('payrolls.technicians'), String(technicians.length)],
          [t('customer.payStub.serviceSales'), money(total((r) => r.service_sales))],
          [t('customer.payStub.tips'), money(total((r) => r.tips))],
          [t('customer.payStub.net'), signed(total((r) => r.net))],
          [t('customer.payStub.check'), money(total((r) => r.check))],
          [t('customer.payStub.cash'), money(total((r) => r.cash))],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>

      {technicians.length === 0 ? (
        <EmptyState message={t('payrolls.edit.empty')} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {technicians.map((tech) => {
            const mine = adjustments.filter((a) => a.technician_id === tech.technician_id);
            return (
              <section
                key={tech.technician_id}
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
                data-test="payroll-technician"
                data-name={tech.name}
              >
                <h2 className="mb-2 text-lg font-semibold text-gray-900">{tech.name}</h2>
                <PayFigures pay={tech} />
                {mine.length > 0 && (
                  <ul
                    className="mt-3 space-y-2 border-t border-gray-100 pt-3"
                    aria-label={t('payrolls.edit.adjustmentsFor', { name: tech.name })}
                  >
                    {mine.map((a) => (
                      <li
                        key={a.id}
                        className="flex items-center justify-between gap-2 text-sm"
                        data-test="adjustment"
                      >
                        <span className="min-w-0">
                          <span className="font-medium">{a.label}</span> {signed(a.amount)}
                          <span className="block text-gray-600">
                            {a.reason} · {a.by}
                          </span>
                        </span>
                        {open && a.removable && (
                          <Button
                            variant="ghost"
                            onClick={() => remove(a)}
                            data-test="adjustment-remove"
                            aria-label={t('payrolls.edit.removeLabel', { label: a.label })}
                          >
                            {t('ui.remove')}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-3 flex flex-wrap gap-2 border-t border-gray-100 pt-3">
                  {open && (
                    <Button
                      variant="secondary"
                      onClick={() => setAdjusting(tech.technician_id)}
                      data-test="technician-adjust"
                    >
                      {t('payrolls.edit.adjust')}
                    </Button>
                  )}
                  {tech.stub_url && (
                    <Button variant="secondary" onClick={() => setQrFor(tech)} data-test="stub-qr">
                      {t('payrolls.edit.stubQr')}
                    </Button>
                  )}
                  {tech.stub_url && tech.has_email && (
                    <Button
                      variant="secondary"
                      onClick={() =>
                        router.post(
                          route('payrolls.stub_send', {
                            payroll: run.id,
                            employee: tech.technician_id,
                          }),
                          {},
                          { preserveScroll: true },
                        )
                      }
                      data-test="stub-send"
                    >
                      {t('payrolls.edit.stubSend')}
                    </Button>
                  )}
                </div>
              </section>
            );
          })}
        </div>
      )}

      {adjusting !== null && (
        <AdjustmentDialog
          runId={run.id}
          employeeId={adjusting}
          staff={staff}
          onClose={() => setAdjusting(null)}
        />
      )}
      {qrFor && (
        <Modal
          open
          onClose={() => setQrFor(null)}
          title={t('payrolls.edit.stubTitle', { name: qrFor.name })}
          data-test="stub-dialog"
          footer={
            <Button variant="secondary" onClick={() => setQrFor(null)}>
              {t('common.close')}
            </Button>
          }
        >
          <img
            src={route('payrolls.stub_qr', { payroll: run.id, employee: qrFor.technician_id })}
            alt={t('payrolls.edit.stubQrAlt', { name: qrFor.name })}
            className="mx-auto h-64 w-64"
            data-test="stub-qr-image"
          />
          <p className="mt-3 text-center text-sm text-gray-700">{t('payrolls.edit.stubScan')}</p>
          <a
            href={qrFor.stub_url!}
            target="_blank"
            rel="noreferrer"
            className="mt-2 block break-all text-center text-sm text-primary-700 underline"
            data-test="stub-link"
          >
            {qrFor.stub_url}
          </a>
        </Modal>
      )}
    </>
  );
}
