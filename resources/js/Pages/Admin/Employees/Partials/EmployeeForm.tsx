import { usePage, type InertiaFormProps } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import PhoneInput from '@/Components/form/PhoneInput';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { formatPhone } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import type { RoleOption } from '@common/pages/Admin/Employees/types';
import type { EmployeeFormData } from '@common/pages/Admin/Employees/Partials/EmployeeForm';
export type { EmployeeFormData } from '@common/pages/Admin/Employees/Partials/EmployeeForm';

interface Props {
  form: InertiaFormProps<EmployeeFormData>;
  roles: RoleOption[];
  onSubmit: () => void;
  submitLabel: string;
  /** On edit the password may be left blank to keep the current one. */
  editing?: boolean;
  /** Edit only: the employee has a card on file (never the card's id itself). */
  hasCard?: boolean;
}

const card = 'max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/**
 * The one employee form, for Create and Edit. Someone who may view but not
 * manage employees sees the same details as plain text (never disabled
 * inputs), and no credentials.
 */
export default function EmployeeForm({
  form,
  roles,
  onSubmit,
  submitLabel,
  editing = false,
  hasCard = false,
}: Props) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const { t } = useT();
  const { data, errors, setData } = form;

  if (!manage) {
    return (
      <div className={card} data-test="employee-details">
        <DetailList>
          <Detail label={t('ui.name')} data-test="employee-name">
            {data.name}
          </Detail>
          <Detail label={t('ui.userId')} data-test="employee-employee_id">
            {data.employee_id}
          </Detail>
          <Detail label={t('ui.phone')}>{formatPhone(data.phone)}</Detail>
          <Detail label={t('ui.email')}>{data.email}</Detail>
          <Detail label={t('employees.role')}>
            {roles.find((r) => String(r.id) === data.role_id)?.name ?? t('employees.form.noRole')}
          </Detail>
          <Detail label={t('ui.status')}>
            <Badge tone={data.is_active ? 'primary' : 'neutral'}>
              {data.is_active ? t('ui.active') : t('ui.inactive')}
            </Badge>
          </Detail>
          <Detail label={t('employees.form.calendarColor')}>
            <span className="inline-flex items-center gap-2">
              <span
                className="h-4 w-4 rounded-full ring-1 ring-gray-300"
                style={{ backgroundColor: data.calendar_color }}
                aria-hidden="true"
              />
              {data.calendar_color}
            </span>
          </Detail>
        </DetailList>
        <div className="mt-6">
          <ButtonLink href={route('employees.index')} variant="secondary">
            {t('employees.backToList')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const text = (
    name: keyof EmployeeFormData,
    label: string,
    props: Record<string, unknown> = {},
  ) => (
    <Field name={name} label={label} error={errors[name]}>
      <TextInput
        name={name}
        value={String(data[name])}
        onChange={(e) => setData(name, e.target.value)}
        data-test={`employee-${name}`}
        {...props}
      />
    </Field>
  );

  return (
    <Form onSubmit={onSubmit} errors={errors} className={card}>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', t('ui.name'), { autoFocus: !editing, autoComplete: 'off' })}
        {text('employee_id', t('ui.userId'), { autoComplete: 'off', inputMode: 'numeric' })}
        <Field name="phone" label={t('ui.phone')} error={errors.phone}>
          <PhoneInput
            name="phone"
            value={data.phone}
            onChange={(digits) => setData('phone', digits)}
            data-test="employee-phone"
          />
        </Field>
        {text('email', t('common.optional', { label: t('ui.email') }), {
          type: 'email',
          autoComplete: 'off',
        })}
        <Field
          name="role_id"
          label={t('employees.role')}
          error={errors.role_id}
          help={t('employees.form.roleHelp')}
        >
          <Select
            name="role_id"
            value={data.role_id}
            onChange={(e) => setData('role_id', e.target.value)}
            data-test="employee-role"
          >
            <option value="">{t('employees.form.noRole')}</option>
            {roles.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name="calendar_color"
          label={t('employees.form.calendarColor')}
          error={errors.calendar_color}
        >
          <div className="flex items-center gap-3">
            <input
              type="color"
              aria-label={t('employees.form.pickColor')}
              value={/^#[0-9a-f]{6}$/i.test(data.calendar_color) ? data.calendar_color : '#6b7280'}
              onChange={(e) => setData('calendar_color', e.target.value)}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
            />
            <TextInput
              name="calendar_color"
              value={data.calendar_color}
              onChange={(e) => setData('calendar_color', e.target.value)}
              data-test="employee-calendar_color"
              className="max-w-32"
            />
          </div>
        </Field>
        {text(
          'password',
          editing ? t('employees.form.newPassword') : t('employees.form.password'),
          { type: 'password', autoComplete: 'new-password', inputMode: 'numeric' },
        )}
        {editing && hasCard
          ? text('card_swipe_id', t('employees.form.newCard'), {
              autoComplete: 'off',
              disabled: data.remove_card,
            })
          : text('card_swipe_id', t('common.optional', { label: t('employees.form.card') }), {
              autoComplete: 'off',
            })}
        {text('avatar_url', t('common.optional', { label: t('employees.form.photo') }), {
          type: 'url',
          placeholder: 'https://',
        })}
        <div className="flex items-end">
          <Checkbox
            name="is_active"
            label={t('ui.active')}
            checked={data.is_active}
            onChange={(e) => setData('is_active', e.target.checked)}
            data-test="employee-is_active"
          />
        </div>
        {editing && hasCard && (
          <div className="flex items-end">
            <Checkbox
              name="remove_card"
              label={t('employees.form.removeCard')}
              checked={!!data.remove_card}
              onChange={(e) => setData('remove_card', e.target.checked)}
              data-test="employee-remove_card"
            />
          </div>
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          type="submit"
          data-test="employee-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
        <ButtonLink href={route('employees.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}
