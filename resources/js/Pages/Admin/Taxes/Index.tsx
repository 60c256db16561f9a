import { Head, router, useForm, usePage, type InertiaFormProps } from '@inertiajs/react';
import { useState } from 'react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Tax } from '@common/pages/Admin/Taxes/Index';

interface TaxFormData {
  name: string;
  rate: string;
  is_active: boolean;
}

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200';

/** Name and rate fields, shared by the add form and a row being edited (ids kept apart per form). */
function TaxFields({
  form,
  prefix,
  autoFocus = false,
}: {
  form: InertiaFormProps<TaxFormData>;
  prefix: string;
  autoFocus?: boolean;
}) {
  const { data, errors, setData } = form;
  const { t } = useT();
  return (
    <>
      <Field
        name="name"
        id={`${prefix}-name`}
        label={t('ui.name')}
        error={errors.name}
        className="min-w-0 flex-1 basis-56"
      >
        <TextInput
          name="name"
          placeholder={t('taxes.namePlaceholder')}
          value={data.name}
          onChange={(e) => setData('name', e.target.value)}
          autoFocus={autoFocus}
          autoComplete="off"
          data-test={`${prefix}-name`}
        />
      </Field>
      <Field
        name="rate"
        id={`${prefix}-rate`}
        label={t('taxes.rate')}
        error={errors.rate}
        className="w-40"
      >
        <TextInput
          name="rate"
          inputMode="decimal"
          placeholder="8.875"
          value={data.rate}
          onChange={(e) => setData('rate', e.target.value)}
          autoComplete="off"
          data-test={`${prefix}-rate`}
        />
      </Field>
    </>
  );
}

/**
 * The store's tax rates (docs/domain.md §3.6): which services and items each
 * applies to is chosen on the service. A tax is switched off, never deleted,
 * so paid tickets keep the tax they were charged.
 */
export default function Index({ taxes }: PageProps<'Admin/Taxes/Index'>) {
  const { t } = useT();
  const manage = can(usePage().props.auth.user, 'manage settings');
  const form = useForm<TaxFormData>({ name: '', rate: '', is_active: true });
  const add = () =>
    form.post(route('taxes.store'), {
      errorBag: 'createTax',
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });

  return (
    <>
      <Head title={t('ui.tax')} />
      <PageHeader title={t('ui.tax')} description={t('taxes.description')} />
      {manage && (
        <Form
          onSubmit={add}
          errors={form.errors}
          className={`${card} mb-6 flex flex-wrap items-end gap-3`}
        >
          <TaxFields form={form} prefix="new-tax" />
          <Button
            type="submit"
            data-test="tax-add"
            busy={form.processing}
            busyLabel={t('taxes.adding')}
          >
            {t('taxes.add')}
          </Button>
        </Form>
      )}
      {taxes.length === 0 ? (
        <EmptyState
          message={t('taxes.empty')}
          hint={manage ? t('taxes.emptyHintManage') : t('taxes.emptyHint')}
        />
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
          data-test="taxes-list"
        >
          {taxes.map((tax) => (
            <TaxRow key={tax.id} tax={tax} manage={manage} />
          ))}
        </ul>
      )}
    </>
  );
}

function TaxRow({ tax, manage }: { tax: Tax; manage: boolean }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const form = useForm<TaxFormData>({ name: tax.name, rate: tax.rate, is_active: tax.is_active });
  const url = route('taxes.update', { tax: tax.id });
  const save = () =>
    form.put(url, {
      errorBag: `updateTax${tax.id}`,
      preserveScroll: true,
      onSuccess: () => setEditing(false),
    });
  const toggle = () =>
    router.put(
      url,
      { name: tax.name, rate: tax.rate, is_active: !tax.is_active },
      { preserveScroll: true },
    );

  if (editing) {
    return (
      <li data-test={`tax-${tax.id}`} className="p-4">
        <Form onSubmit={save} errors={form.errors} className="flex flex-wrap items-end gap-3">
          <TaxFields form={form} prefix={`tax-${tax.id}`} autoFocus />
          <Checkbox
            id={`tax-${tax.id}-active`}
            name="is_active"
            label={t('taxes.charged')}
            checked={form.data.is_active}
            onChange={(e) => form.setData('is_active', e.target.checked)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              data-test="tax-save"
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
          </div>
        </Form>
      </li>
    );
  }

  return (
    <li data-test={`tax-${tax.id}`} className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          <span>{tax.name}</span>
          <span className="tabular-nums text-gray-700" data-test="tax-rate">
            {tax.rate} %
          </span>
          <Badge tone={tax.is_active ? 'primary' : 'neutral'} data-test="tax-status">
            {tax.is_active ? t('taxes.charged') : t('taxes.switchedOff')}
          </Badge>
        </p>
        <p className="mt-0.5 text-sm text-gray-600">
          {t('taxes.applies', { count: tax.service_count })}
        </p>
      </div>
      {manage && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            data-test="tax-edit"
            aria-label={t('taxes.editNamed', { name: tax.name })}
            onClick={() => setEditing(true)}
          >
            {t('ui.edit')}
          </Button>
          <Button
            variant="secondary"
            destructive={tax.is_active}
            data-test="tax-toggle"
            aria-label={
              tax.is_active
                ? t('taxes.switchOffNamed', { name: tax.name })
                : t('taxes.switchOnNamed', { name: tax.name })
            }
            onClick={toggle}
          >
            {tax.is_active ? t('taxes.switchOff') : t('taxes.switchOn')}
          </Button>
        </div>
      )}
    </li>
  );
}
