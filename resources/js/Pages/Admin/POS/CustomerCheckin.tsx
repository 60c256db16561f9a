import { Head, useForm } from '@inertiajs/react';
import TechnicianChoice from '@/Components/checkins/TechnicianChoice';
import Form from '@/Components/form/Form';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { translate } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { CheckInStatus } from '@common/pages/Admin/Checkins/types';

const STATUS: Record<CheckInStatus, string> = {
  waiting: 'pos.checkin.status.waiting',
  assigned: 'pos.checkin.status.assigned',
  in_service: 'pos.checkin.status.inService',
  done: 'pos.checkin.status.done',
  cancelled: 'pos.checkin.status.cancelled',
  no_show: 'pos.checkin.status.noShow',
};

/** POS "customer check-in": the visit about to start, her technician confirmed, then on to the pay screen with it all filled in. */
export default function CustomerCheckin({
  check_in,
  technicians,
  technician_id,
}: PageProps<'Admin/POS/CustomerCheckin'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const form = useForm({ technician_id });
  const working = technicians.filter((t) => t.clocked_in || t.id === technician_id);
  const total = check_in.services.reduce((sum, s) => sum + s.price, 0);
  const started = check_in.status === 'in_service';

  return (
    <>
      <Head title={t('pos.checkin.title')} />
      <PageHeader
        title={check_in.customer?.name ?? t('pos.checkin.title')}
        description={t('pos.checkin.description', {
          phone: check_in.customer?.phone_formatted ?? '',
          time: format.time(check_in.checked_in_at),
          status: t(STATUS[check_in.status]),
        })}
        back={{ href: route('checkins.index'), label: t('pos.checkin.back') }}
      />
      <Form
        onSubmit={() => form.post(route('pos.customer_checkin.start', { checkIn: check_in.id }))}
        errors={form.errors}
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
        data-test="customer-checkin"
      >
        <section className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <h2 className="mb-1 text-lg font-semibold text-gray-900">{t('ui.technician')}</h2>
          <p className="mb-3 text-sm text-gray-600">
            {check_in.requested
              ? t('pos.checkin.asked', {
                  name: check_in.requested.name ?? t('pos.checkin.formerEmployee'),
                })
              : t('pos.checkin.askedAnyone')}
          </p>
          <TechnicianChoice
            technicians={working.length ? working : technicians}
            value={form.data.technician_id}
            onChange={(id) => form.setData('technician_id', id)}
            anyoneLabel={null}
            label={translate('ui.technician')}
            error={form.errors.technician_id}
            name="technician_id"
          />
        </section>
        <aside className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('pos.checkin.services')}</h2>
          {check_in.services.length ? (
            <ul className="divide-y divide-gray-100" data-test="customer-checkin-services">
              {check_in.services.map((s) => (
                <li key={s.id} className="flex justify-between gap-2 py-2">
                  <span>{s.name}</span>
                  <span className="tabular-nums text-gray-700">{format.money(s.price)}</span>
                </li>
              ))}
              <li className="flex justify-between gap-2 py-2 font-semibold">
                <span>{t('pos.checkin.menuPrice')}</span>
                <span className="tabular-nums">{format.money(total)}</span>
              </li>
            </ul>
          ) : (
            <p className="text-gray-600">{t('pos.checkin.noServices')}</p>
          )}
          <Button
            type="submit"
            size="lg"
            block
            className="mt-4"
            busy={form.processing}
            disabled={form.data.technician_id === null}
            data-test="customer-checkin-start"
          >
            {started ? t('pos.checkin.continue') : t('pos.checkin.start')}
          </Button>
        </aside>
      </Form>
    </>
  );
}
