import { usePage, type InertiaFormProps } from '@inertiajs/react';
import { OWNER_ONLY_PERMISSIONS, PERMISSION_LABELS, STORE_USER, type Permission } from '@common/permissions';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { can, hasRole } from '@/lib/permissions';
import { route } from '@/lib/route';

export interface RoleFormData {
  name: string;
  permissions: string[];
}

interface Props {
  form: InertiaFormProps<RoleFormData>;
  /** Every permission the product checks (spec §6), from the server. */
  permissions: readonly string[];
  submitLabel: string;
  onSubmit: () => void;
}

/**
 * The one role form, for Create and Edit: a name and the permissions it grants,
 * in the words of the menu. Nobody grants what they do not hold themselves,
 * and only the owner grants the two that change who may do what: those boxes
 * say so instead of failing on save.
 */
export default function RoleForm({ form, permissions, submitLabel, onSubmit }: Props) {
  const user = usePage().props.auth.user;
  const owner = hasRole(user, STORE_USER);
  const { data, setData } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const permissionError = Object.entries(errors).find(([k]) => k === 'permissions' || k.startsWith('permissions.'))?.[1];
  const toggle = (name: string, on: boolean) =>
    setData('permissions', on ? [...data.permissions, name] : data.permissions.filter((p) => p !== name));
  const grantable = (p: string) => (owner || !OWNER_ONLY_PERMISSIONS.includes(p as Permission)) && can(user, p);
  const groups = [
    { title: 'Manage', items: permissions.filter((p) => p.startsWith('manage ')) },
    { title: 'See', items: permissions.filter((p) => !p.startsWith('manage ')) },
  ];

  return (
    <Form onSubmit={onSubmit} errors={errors} className="max-w-3xl space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <Field name="name" label="Role name" error={errors.name} className="max-w-sm">
        <TextInput name="name" value={data.name} onChange={(e) => setData('name', e.target.value)} data-test="role-name" autoComplete="off" />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-gray-700">Employees with this role may</legend>
        {permissionError && <p data-test="error-permissions" className="mt-1 text-sm font-medium text-danger-700">{permissionError}</p>}
        {groups.map((group) => (
          <div key={group.title} className="mt-3">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-600">{group.title}</h3>
            <div className="grid gap-x-6 sm:grid-cols-2">
              {group.items.map((p) => {
                const allowed = grantable(p);
                return (
                  <Checkbox
                    key={p}
                    id={`permission-${p.replace(/\W+/g, '-')}`}
                    name="permissions[]"
                    value={p}
                    label={
                      <>
                        {PERMISSION_LABELS[p as Permission] ?? p}
                        {!allowed && <span className="block text-xs text-gray-600">{OWNER_ONLY_PERMISSIONS.includes(p as Permission) ? 'Only the owner can grant this' : 'You do not have this yourself'}</span>}
                      </>
                    }
                    checked={data.permissions.includes(p)}
                    disabled={!allowed}
                    onChange={(e) => toggle(p, e.target.checked)}
                    data-test={`permission-${p}`}
                  />
                );
              })}
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" data-test="role-save" busy={form.processing} busyLabel="Saving...">{submitLabel}</Button>
        <ButtonLink href={route('roles.index')} variant="secondary">Cancel</ButtonLink>
      </div>
    </Form>
  );
}
