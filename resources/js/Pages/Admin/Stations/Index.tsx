import { Head, router, useForm } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Field from '@/Components/form/Field';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { route } from '@/lib/route';

interface Station {
  id: number;
  name: string;
}

interface Props {
  stations: Station[];
  current_station_id: number | null;
}

const secondary = 'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 hover:bg-gray-50';

export default function Index({ stations, current_station_id }: Props) {
  const form = useForm({ name: '' });
  const add = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('stations.store'), { errorBag: 'createStation', preserveScroll: true, onSuccess: () => form.reset() });
  };

  return (
    <>
      <Head title="Stations" />
      <h1 data-test="page-title" className="mb-6 text-2xl font-semibold">Stations</h1>
      <form onSubmit={add} className="mb-6 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm">
        <Field name="name" label="New station" error={form.errors.name} className="min-w-56 flex-1">
          <TextInput name="name" placeholder="Front desk" value={form.data.name} invalid={!!form.errors.name} onChange={(e) => form.setData('name', e.target.value)} />
        </Field>
        <PrimaryButton data-test="station-add" busy={form.processing}>Add station</PrimaryButton>
      </form>
      {stations.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-gray-500 shadow-sm">No stations yet. Add one for each device that takes payments or clock-ins.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm">
          {stations.map((station) => <StationRow key={station.id} station={station} current={station.id === current_station_id} />)}
        </ul>
      )}
    </>
  );
}

function StationRow({ station, current }: { station: Station; current: boolean }) {
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const form = useForm({ name: station.name });
  const url = route('stations.update', { station: station.id });

  const rename = (e: FormEvent) => {
    e.preventDefault();
    form.put(url, { errorBag: 'updateStation', preserveScroll: true, onSuccess: () => setEditing(false) });
  };
  const destroy = async () => {
    const ok = await confirm({ title: 'Delete station?', message: `"${station.name}" will be deleted.`, actionLabel: 'Delete' });
    if (ok) router.delete(route('stations.destroy', { station: station.id }), { preserveScroll: true });
  };
  const select = () => router.post(route('stations.select', { station: station.id }), {}, { preserveScroll: true });

  if (editing) {
    return (
      <li data-test={`station-${station.id}`} className="p-4">
        <form onSubmit={rename} className="flex flex-wrap items-end gap-3">
          <Field name="name" inputId={`station-name-${station.id}`} label="Station name" error={form.errors.name} className="min-w-56 flex-1">
            <TextInput name="name" id={`station-name-${station.id}`} autoFocus value={form.data.name} invalid={!!form.errors.name} onChange={(e) => form.setData('name', e.target.value)} />
          </Field>
          <PrimaryButton data-test="station-save" busy={form.processing}>Save</PrimaryButton>
          <button type="button" className={secondary} onClick={() => { form.reset(); form.clearErrors(); setEditing(false); }}>Cancel</button>
        </form>
      </li>
    );
  }

  return (
    <li data-test={`station-${station.id}`} data-current={current || undefined} className="flex flex-wrap items-center gap-3 p-4">
      <span className="flex-1 font-medium text-gray-900">
        {station.name}
        {current && <span data-test="station-current" className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">This device</span>}
      </span>
      {!current && <button type="button" data-test="station-select" className={secondary} onClick={select}>Use on this device</button>}
      <button type="button" data-test="station-rename" className={secondary} onClick={() => setEditing(true)}>Rename</button>
      <button type="button" data-test="station-delete" className={`${secondary} text-red-700 hover:bg-red-50`} onClick={destroy}>Delete</button>
    </li>
  );
}
