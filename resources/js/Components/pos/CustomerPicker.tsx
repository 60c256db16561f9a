import { useState } from 'react';
import Field from '@/Components/form/Field';
import PhoneInput from '@/Components/form/PhoneInput';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { postJson, requestJson } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PlainRouteName } from '@common/routes';
import type { Customer } from './ticket';

interface Props {
  customer: Customer | null;
  onChange: (customer: Customer | null) => void;
  error?: string;
  /** The named routes that find and add a customer (the POS's by default; the calendar has its own, under its permission). */
  routes?: { lookup: PlainRouteName; store: PlainRouteName };
}

type Answer = { customer?: Customer | null; message?: string; errors?: Record<string, string> };

/** The ticket's customer, picked by phone (docs/requirements.md §5) or made on the spot from a name and a phone. */
export default function CustomerPicker({
  customer,
  onChange,
  error,
  routes = { lookup: 'pos.customers.lookup', store: 'pos.customers.store' },
}: Props) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { t } = useT();

  if (customer) {
    return (
      <div className="flex items-center justify-between gap-2" data-test="customer-selected">
        <div className="min-w-0">
          <p className="truncate font-semibold text-gray-900">{customer.name}</p>
          <p className="text-sm text-gray-600">
            {customer.phone_formatted}
            {customer.email ? ` · ${customer.email}` : ''}
          </p>
          {error && <p className="text-sm font-medium text-danger-700">{error}</p>}
        </div>
        <Button variant="secondary" onClick={() => onChange(null)} data-test="customer-change">
          {t('pos.customer.change')}
        </Button>
      </div>
    );
  }

  const find = async () => {
    setBusy(true);
    const res = await requestJson<Answer>(
      'GET',
      `${route(routes.lookup)}?phone=${encodeURIComponent(phone)}`,
    );
    setBusy(false);
    if (res.ok && res.data?.customer) {
      setErrors({});
      onChange(res.data.customer);
    } else if (res.ok) {
      setErrors({});
      setCreating(true);
    } else
      setErrors(res.data?.errors ?? { phone: res.data?.message ?? t('pos.customer.lookupFailed') });
  };

  const create = async () => {
    setBusy(true);
    const res = await postJson<Answer>(route(routes.store), { name, phone, email });
    setBusy(false);
    if (res.ok && res.data?.customer) {
      setErrors({});
      setCreating(false);
      onChange(res.data.customer);
    } else
      setErrors(res.data?.errors ?? { name: res.data?.message ?? t('pos.customer.addFailed') });
  };

  return (
    <div className="space-y-2" data-test="customer-picker">
      <div className="flex items-end gap-2">
        <Field
          name="customer_phone"
          label={t('pos.customer.phone')}
          error={errors.phone ?? error}
          className="flex-1"
        >
          <PhoneInput
            name="customer_phone"
            value={phone}
            onChange={(d) => {
              setPhone(d);
              setCreating(false);
            }}
            data-test="customer-phone"
          />
        </Field>
        <Button
          variant="secondary"
          onClick={find}
          busy={busy && !creating}
          disabled={phone.length !== 10}
          data-test="customer-find"
        >
          {t('pos.customer.find')}
        </Button>
      </div>
      {creating && (
        <div className="space-y-2 rounded-lg bg-gray-50 p-2" data-test="customer-create">
          <p className="text-sm text-gray-700">{t('pos.customer.notFound')}</p>
          <Field name="customer_name" label={t('ui.name')} error={errors.name}>
            <TextInput
              name="customer_name"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              data-test="customer-name"
            />
          </Field>
          <Field
            name="customer_email"
            label={t('common.optional', { label: t('ui.email') })}
            error={errors.email}
          >
            <TextInput
              name="customer_email"
              type="email"
              value={email}
              maxLength={254}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Button
            onClick={create}
            busy={busy}
            disabled={!name.trim()}
            block
            data-test="customer-add"
          >
            {t('pos.customer.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
