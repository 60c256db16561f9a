import { Link, usePage, type InertiaFormProps } from '@inertiajs/react';
import type { FormEvent } from 'react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import PhoneInput from '@/Components/form/PhoneInput';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import { linkButton, type RoleOption } from './types';

export interface EmployeeFormData {
  name: string;
  employee_id: string;
  phone: string;
  email: string;
  calendar_color: string;
  is_active: boolean;
  role_id: string;
  password: string;
  card_swipe_id: string;
  avatar_url: string;
}

interface Props {
  form: InertiaFormProps<EmployeeFormData>;
  roles: RoleOption[];
  onSubmit: () => void;
  submitLabel: string;
  /** On edit the password may be left blank to keep the current one. */
  editing?: boolean;
}

/** The one employee form, for Create and Edit. Read-only for someone who may view but not manage employees. */
export default function EmployeeForm({ form, roles, onSubmit, submitLabel, editing = false }: Props) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const { data, errors, setData } = form;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const text = (name: keyof EmployeeFormData, label: string, props: Record<string, unknown> = {}) => (
    <Field name={name} label={label} error={errors[name]}>
      <TextInput name={name} value={String(data[name])} invalid={!!errors[name]} onChange={(e) => setData(name, e.target.value)} data-test={`employee-${name}`} {...props} />
    </Field>
  );

  return (
    <form onSubmit={submit} className="max-w-3xl rounded-xl bg-white p-6 shadow-sm">
      <fieldset disabled={!manage} className="grid gap-5 sm:grid-cols-2">
        {text('name', 'Name', { autoFocus: !editing, autoComplete: 'off' })}
        {text('employee_id', 'Staff number', { autoComplete: 'off', inputMode: 'text' })}
        <Field name="phone" label="Phone" error={errors.phone}>
          <PhoneInput name="phone" id="phone" value={data.phone} onChange={(digits) => setData('phone', digits)} data-test="employee-phone" />
        </Field>
        {text('email', 'Email (optional)', { type: 'email', autoComplete: 'off' })}
        <Field name="role_id" label="Role" error={errors.role_id} hint="What this person may do after employee login.">
          <select id="role_id" name="role_id" value={data.role_id} onChange={(e) => setData('role_id', e.target.value)} data-test="employee-role" className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm">
            <option value="">No role</option>
            {roles.map((r) => <option key={r.id} value={String(r.id)}>{r.name}</option>)}
          </select>
        </Field>
        <Field name="calendar_color" label="Calendar color" error={errors.calendar_color}>
          <div className="flex items-center gap-3">
            <input type="color" aria-label="Pick a color" value={/^#[0-9a-f]{6}$/i.test(data.calendar_color) ? data.calendar_color : '#6b7280'} onChange={(e) => setData('calendar_color', e.target.value)} className="h-11 w-14 rounded border border-gray-300" />
            <TextInput name="calendar_color" value={data.calendar_color} invalid={!!errors.calendar_color} onChange={(e) => setData('calendar_color', e.target.value)} data-test="employee-calendar_color" className="max-w-32" />
          </div>
        </Field>
        {text('password', editing ? 'New password (leave blank to keep)' : 'Login password', { type: 'password', autoComplete: 'new-password' })}
        {text('card_swipe_id', 'Card swipe ID (optional)', { autoComplete: 'off' })}
        {text('avatar_url', 'Photo URL (optional)', { type: 'url', placeholder: 'https://' })}
        <div className="flex items-end">
          <Checkbox name="is_active" label="Active" checked={data.is_active} onChange={(e) => setData('is_active', e.target.checked)} data-test="employee-is_active" />
        </div>
      </fieldset>
      <div className="mt-6 flex gap-3">
        {manage && <PrimaryButton data-test="employee-save" busy={form.processing} busyLabel="Saving...">{submitLabel}</PrimaryButton>}
        <Link href={route('employees.index')} className={linkButton}>{manage ? 'Cancel' : 'Back'}</Link>
      </div>
    </form>
  );
}
