import { usePage, type InertiaFormProps } from '@inertiajs/react';
import { OWNER_ONLY_PERMISSIONS, STORE_USER, type Permission } from '@common/permissions';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { translate, useT } from '@/lib/i18n';
import { can, hasRole } from '@/lib/permissions';
import { route } from '@/lib/route';

/** What the Roles screen shows for each permission (common/permissions PERMISSION_LABELS in English): the words of the menu, not the spec's keys. */
const PERMISSION_KEYS: Record<Permission, string> = {
  'manage pos': 'roles.permission.managePos',
  'manage invoices': 'roles.permission.manageInvoices',
  'manage employees': 'roles.permission.manageEmployees',
  'manage settings': 'roles.permission.manageSettings',
  'view checkins': 'roles.permission.viewCheckins',
  'view employees': 'roles.permission.viewEmployees',
  'view turn management': 'roles.permission.viewTurnManagement',
  'view clock in clock outs': 'roles.permission.viewClockInClockOuts',
  'view payrolls report': 'roles.permission.viewPayrollsReport',
  'view daily reports': 'roles.permission.viewDailyReports',
  'view reports': 'roles.permission.viewReports',
  'view sms logs': 'roles.permission.viewSmsLogs',
  'view stats': 'roles.permission.viewStats',
  'view close batches': 'roles.permission.viewCloseBatches',
  'view appointment calendars': 'roles.permission.viewAppointmentCalendars',
  'view customers': 'roles.permission.viewCustomers',
  'view customer-reviews': 'roles.permission.viewCustomerReviews',
  'view promotions': 'roles.permission.viewPromotions',
  'view coupons': 'roles.permission.viewCoupons',
  'view giftcards': 'roles.permission.viewGiftcards',
  'view coupon messages': 'roles.permission.viewCouponMessages',
  'view taxes': 'roles.permission.viewTaxes',
  'view services': 'roles.permission.viewServices',
  'view categories': 'roles.permission.viewCategories',
};

/** A permission in the page's language; a name the product does not know shows as stored. */
export const permissionLabel = (p: string): string => {
  const key = PERMISSION_KEYS[p as Permission];
  return key ? translate(key) : p;
};

export interface RoleFormData {
  name: string;
  permissions: string[];
}

interface Props {
  form: InertiaFormProps<RoleFormData>;
  /** Every permission the product checks (docs/requirements.md §6), from the server. */
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
  const { t } = useT();
  const errors = form.errors as Record<string, string | undefined>;
  const permissionError = Object.entries(errors).find(
    ([k]) => k === 'permissions' || k.startsWith('permissions.'),
  )?.[1];
  const toggle = (name: string, on: boolean) =>
    setData(
      'permissions',
      on ? [...data.permissions, name] : data.permissions.filter((p) => p !== name),
    );
  const grantable = (p: string) =>
    (owner || !OWNER_ONLY_PERMISSIONS.includes(p as Permission)) && can(user, p);
  const groups = [
    { title: t('roles.form.manage'), items: permissions.filter((p) => p.startsWith('manage ')) },
    { title: t('roles.form.see'), items: permissions.filter((p) => !p.startsWith('manage ')) },
  ];

  return (
    <Form
      onSubmit={onSubmit}
      errors={errors}
      className="max-w-3xl space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <Field name="name" label={t('roles.form.name')} error={errors.name} className="max-w-sm">
        <TextInput
          name="name"
          value={data.name}
          onChange={(e) => setData('name', e.target.value)}
          data-test="role-name"
          autoComplete="off"
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-gray-700">{t('roles.form.may')}</legend>
        {permissionError && (
          <p data-test="error-permissions" className="mt-1 text-sm font-medium text-danger-700">
            {permissionError}
          </p>
        )}
        {groups.map((group) => (
          <div key={group.title} className="mt-3">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-600">
              {group.title}
            </h3>
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
                        {permissionLabel(p)}
                        {!allowed && (
                          <span className="block text-xs text-gray-600">
                            {OWNER_ONLY_PERMISSIONS.includes(p as Permission)
                              ? t('roles.form.ownerOnly')
                              : t('roles.form.notYours')}
                          </span>
                        )}
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
        <Button
          type="submit"
          data-test="role-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
        <ButtonLink href={route('roles.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}
