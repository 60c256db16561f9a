import { Head, router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Station } from '@common/pages/Admin/Stations/Index';

export default function Index({ stations, current_station_id }: PageProps<'Admin/Stations/Index'>) {
  const { t } = useT();
  const form = useForm({ name: '' });
  const add = () =>
    form.post(route('stations.store'), {
      errorBag: 'createStation',
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });

  return (
    <>
      <Head title={t('stations.title')} />
      <PageHeader title={t('stations.title')} description={t('stations.description')} />
      <Form
        onSubmit={add}
        errors={form.errors}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <Field
          name="name"
          label={t('stations.new')}
          error={form.errors.name}
          className="min-w-0 flex-1 basis-56"
        >
          <TextInput
            name="name"
            placeholder={t('stations.placeholder')}
            value={form.data.name}
            onChange={(e) => form.setData('name', e.target.value)}
          />
        </Field>
        <Button
          type="submit"
          data-test="station-add"
          busy={form.processing}
          busyLabel={t('stations.adding')}
        >
          {t('stations.add')}
        </Button>
      </Form>
      {stations.length === 0 ? (
        <EmptyState message={t('stations.empty')} hint={t('stations.emptyHint')} />
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          {stations.map((station) => (
            <StationRow
              key={station.id}
              station={station}
              current={station.id === current_station_id}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function StationRow({ station, current }: { station: Station; current: boolean }) {
  const { t } = useT();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const form = useForm({ name: station.name });
  const url = route('stations.update', { station: station.id });

  const rename = () =>
    form.put(url, {
      errorBag: 'updateStation',
      preserveScroll: true,
      onSuccess: () => setEditing(false),
    });
  const destroy = async () => {
    const ok = await confirm({
      title: t('stations.deleteTitle'),
      message: t('stations.deleteMessage', { name: station.name }),
      actionLabel: t('ui.delete'),
    });
    if (ok)
      router.delete(route('stations.destroy', { station: station.id }), { preserveScroll: true });
  };
  const select = () =>
    router.post(route('stations.select', { station: station.id }), {}, { preserveScroll: true });
  const [display, setDisplay] = useState(false);

  if (editing) {
    return (
      <li data-test={`station-${station.id}`} className="p-4">
        <Form onSubmit={rename} errors={form.errors} className="flex flex-wrap items-end gap-3">
          <Field
            name="name"
            id={`station-name-${station.id}`}
            label={t('stations.name')}
            error={form.errors.name}
            className="min-w-0 flex-1 basis-56"
          >
            <TextInput
              name="name"
              autoFocus
              value={form.data.name}
              onChange={(e) => form.setData('name', e.target.value)}
            />
          </Field>
          <Button
            type="submit"
            data-test="station-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t('common.save')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset();
              form.clearErrors();
              setEditing(false);
            }}
          >
            {t('ui.cancel')}
          </Button>
        </Form>
      </li>
    );
  }

  return (
    <li
      data-test={`station-${station.id}`}
      data-current={current || undefined}
      className="flex flex-wrap items-center gap-3 p-4"
    >
      <span className="min-w-0 flex-1 basis-40 font-medium text-gray-900">
        {station.name}
        {current && (
          <span className="ml-2">
            <Badge tone="primary" data-test="station-current">
              {t('stations.thisDevice')}
            </Badge>
          </span>
        )}
      </span>
      <div className="flex flex-wrap gap-2">
        {!current && (
          <Button variant="secondary" data-test="station-select" onClick={select}>
            {t('stations.useHere')}
          </Button>
        )}
        <Button
          variant="secondary"
          data-test="station-display"
          aria-expanded={display}
          onClick={() => setDisplay((d) => !d)}
        >
          {t('stations.display')}
        </Button>
        <Button
          variant="secondary"
          data-test="station-rename"
          aria-label={t('stations.renameName', { name: station.name })}
          onClick={() => setEditing(true)}
        >
          {t('stations.rename')}
        </Button>
        <Button
          variant="ghost"
          destructive
          data-test="station-delete"
          aria-label={t('stations.deleteName', { name: station.name })}
          onClick={destroy}
        >
          {t('ui.delete')}
        </Button>
      </div>
      {display && <DisplayLink station={station} />}
    </li>
  );
}

/**
 * The station's customer display: a second screen or tablet opens this link
 * (or scans its QR code) and shows the customer the ticket, the tip choices
 * and the thank-you. A new link cuts off the screen on the old one.
 */
function DisplayLink({ station }: { station: Station }) {
  const { t } = useT();
  const confirm = useConfirm();
  const rotate = async () => {
    const ok = await confirm({
      title: t('stations.rotateTitle'),
      message: t('stations.rotateMessage', { name: station.name }),
      actionLabel: t('stations.newLink'),
    });
    if (ok)
      router.post(
        route('stations.display.rotate', { station: station.id }),
        {},
        { preserveScroll: true },
      );
  };
  return (
    <div
      className="flex w-full flex-wrap items-start gap-4 rounded-lg bg-gray-50 p-3"
      data-test="station-display-panel"
    >
      <img
        src={station.display_qr_url}
        alt={t('stations.qrAlt', { name: station.name })}
        className="h-32 w-32 shrink-0 rounded bg-white"
        data-test="station-display-qr"
      />
      <div className="min-w-0 flex-1 basis-56 space-y-2">
        <p className="text-sm text-gray-700">{t('stations.displayHelp')}</p>
        <a
          href={station.display_url}
          target="_blank"
          rel="noreferrer"
          className="flex min-h-11 items-center break-all font-mono text-sm text-primary-700 underline"
          data-test="station-display-url"
        >
          {station.display_url}
        </a>
        <Button variant="secondary" data-test="station-display-rotate" onClick={rotate}>
          {t('stations.newLink')}
        </Button>
      </div>
    </div>
  );
}
