import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import MemberManager from './Partials/MemberManager';

/** teams.show: the team's locations (and adding one), then its people in the member manager. */
export default function Show(props: PageProps<'Teams/Show'>) {
  const { t } = useT();
  const { team, stores, locations } = props;
  const full = locations.max !== null && locations.used >= locations.max;
  return (
    <>
      <Head title={team.name} />
      <PageHeader title={team.name} description={t('teams.description')} />
      <TeamName id={team.id} name={team.name} />
      <section
        className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        aria-labelledby="locations-heading"
        data-test="team-locations"
      >
        <h2 id="locations-heading" className="text-base font-semibold text-gray-900">
          {t('teams.locations')}{' '}
          <span className="text-sm font-normal text-gray-600">
            {locations.max !== null
              ? t('teams.locationsOfPlan', { used: locations.used, max: locations.max })
              : t('teams.locationsUsed', { used: locations.used })}
          </span>
        </h2>
        <ul className="mt-3 divide-y divide-gray-100">
          {stores.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center gap-2 py-3"
              data-test={`team-store-${s.id}`}
            >
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium break-words text-gray-900">
                  {s.name} {s.current && <Badge tone="primary">{t('teams.workingHere')}</Badge>}
                </p>
                <p className="text-sm break-words text-gray-600">
                  {[s.address, s.timezone].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
        {full ? (
          <p className="mt-3 text-sm text-gray-700" data-test="locations-full">
            {t('teams.planFull', { max: locations.max })}
          </p>
        ) : (
          <AddLocation teamId={team.id} timeZones={props.time_zones} />
        )}
      </section>
      <MemberManager {...props} />
    </>
  );
}

function TeamName({ id, name }: { id: number; name: string }) {
  const { t } = useT();
  const form = useForm({ name });
  return (
    <Form
      onSubmit={() => form.put(route('teams.update', { team: id }), { preserveScroll: true })}
      errors={form.errors}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <Field
        name="name"
        label={t('teams.name')}
        error={form.errors.name}
        className="min-w-0 flex-1 basis-60"
      >
        <TextInput
          name="name"
          maxLength={80}
          value={form.data.name}
          onChange={(e) => form.setData('name', e.target.value)}
        />
      </Field>
      <Button
        type="submit"
        variant="secondary"
        busy={form.processing}
        busyLabel={t('common.saving')}
        disabled={form.data.name === name}
      >
        {t('teams.rename')}
      </Button>
    </Form>
  );
}

function AddLocation({
  teamId,
  timeZones,
}: {
  teamId: number;
  timeZones: { zone: string; label: string }[];
}) {
  const { t } = useT();
  const form = useForm({
    name: '',
    timezone: timeZones[0]?.zone ?? 'America/New_York', // i18n-ignore: a time zone id
    address: '',
  });
  const submit = () =>
    form.post(route('teams.locations.store', { team: teamId }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });
  return (
    <Form
      onSubmit={submit}
      errors={form.errors}
      className="mt-4 space-y-4 border-t border-gray-100 pt-4"
      data-test="add-location"
    >
      <h3 className="text-sm font-semibold text-gray-900">{t('teams.addLocation')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <Field name="name" label={t('teams.locationName')} error={form.errors.name}>
          <TextInput
            name="name"
            maxLength={120}
            value={form.data.name}
            onChange={(e) => form.setData('name', e.target.value)}
            data-test="location-name"
          />
        </Field>
        <Field name="timezone" label={t('teams.timeZone')} error={form.errors.timezone}>
          <Select
            name="timezone"
            value={form.data.timezone}
            onChange={(e) => form.setData('timezone', e.target.value)}
          >
            {timeZones.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field name="address" label={t('teams.address')} error={form.errors.address}>
        <TextInput
          name="address"
          maxLength={255}
          value={form.data.address}
          onChange={(e) => form.setData('address', e.target.value)}
        />
      </Field>
      <Button
        type="submit"
        data-test="location-add"
        busy={form.processing}
        busyLabel={t('teams.adding')}
      >
        {t('teams.addLocation')}
      </Button>
    </Form>
  );
}
