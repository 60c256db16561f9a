import { Link, type InertiaFormProps } from '@inertiajs/react';
import type { FormEvent } from 'react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { route } from '@/lib/route';

export interface RoleFormData {
  name: string;
  permissions: string[];
}

interface Props {
  form: InertiaFormProps<RoleFormData>;
  /** Every permission the product checks (spec §6), from the server. */
  permissions: string[];
  submitLabel: string;
  onSubmit: () => void;
}

/** The one role form, for Create and Edit: a name and the permissions it grants. */
export default function RoleForm({ form, permissions, submitLabel, onSubmit }: Props) {
  const { data, setData } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const permissionError = Object.entries(errors).find(([k]) => k === 'permissions' || k.startsWith('permissions.'))?.[1];
  const toggle = (name: string, on: boolean) =>
    setData('permissions', on ? [...data.permissions, name] : data.permissions.filter((p) => p !== name));
  const groups = [
    { title: 'Manage', items: permissions.filter((p) => p.startsWith('manage ')) },
    { title: 'View', items: permissions.filter((p) => !p.startsWith('manage ')) },
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-6 rounded-xl bg-white p-6 shadow-sm">
      <Field name="name" label="Role name" error={errors.name} className="max-w-sm">
        <TextInput name="name" value={data.name} invalid={!!errors.name} onChange={(e) => setData('name', e.target.value)} data-test="role-name" autoComplete="off" />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-gray-700">Permissions</legend>
        {permissionError && <p data-test="error-permissions" className="mt-1 text-sm text-red-600">{permissionError}</p>}
        {groups.map((group) => (
          <div key={group.title} className="mt-3">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{group.title}</h3>
            <div className="grid gap-x-6 sm:grid-cols-2">
              {group.items.map((p) => (
                <Checkbox
                  key={p}
                  id={`permission-${p.replace(/\W+/g, '-')}`}
                  name="permissions[]"
                  value={p}
                  label={p}
                  checked={data.permissions.includes(p)}
                  onChange={(e) => toggle(p, e.target.checked)}
                  data-test={`permission-${p}`}
                />
              ))}
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex gap-3">
        <PrimaryButton data-test="role-save" busy={form.processing} busyLabel="Saving...">{submitLabel}</PrimaryButton>
        <Link href={route('roles.index')} className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 hover:bg-gray-50">
          Cancel
        </Link>
      </div>
    </form>
  );
}
