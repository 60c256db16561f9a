import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Form from '@/Components/form/Form';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PaymentSettings } from '@common/pages/Admin/Settings/types';

/** Each tender's name by its value (the server's label is the English one). */
const TENDER_LABELS: Record<string, string> = {
  cash: 'settings.payment.cash',
  credit_card: 'settings.payment.creditCard',
  gift_card: 'settings.payment.giftCard',
  coupon: 'settings.payment.coupon',
  check: 'settings.payment.check',
};

/** The tenders the pay screen offers (docs/requirements.md §3); at least one. */
export default function PaymentTab({
  payment,
  tenders,
}: {
  payment: PaymentSettings;
  tenders: { value: string; label: string }[];
}) {
  const { t } = useT();
  const form = useForm<PaymentSettings>({ accepted_tenders: [...payment.accepted_tenders] });
  const { data, setData } = form;
  const errors = form.errors as Partial<Record<string, string>>;
  // One message for the boxes, whichever of them it names.
  const error = Object.entries(errors).find(
    ([k]) => k === 'accepted_tenders' || k.startsWith('accepted_tenders.'),
  )?.[1];
  const toggle = (value: string, on: boolean) =>
    setData(
      'accepted_tenders',
      on ? [...data.accepted_tenders, value] : data.accepted_tenders.filter((v) => v !== value),
    );

  return (
    <Form
      onSubmit={() => form.put(route('settings.payment.update'), { preserveScroll: true })}
      errors={errors}
      className="space-y-5"
      data-test="settings-payment"
    >
      <fieldset aria-describedby={error ? 'accepted_tenders-error' : 'accepted_tenders-help'}>
        <legend className="block text-sm font-medium text-gray-700">
          {t('settings.payment.accepts')}
        </legend>
        <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
          {tenders.map((tender) => (
            <Checkbox
              key={tender.value}
              id={`tender-${tender.value}`}
              name="accepted_tenders[]"
              value={tender.value}
              label={tender.value in TENDER_LABELS ? t(TENDER_LABELS[tender.value]) : tender.label}
              checked={data.accepted_tenders.includes(tender.value)}
              onChange={(e) => toggle(tender.value, e.target.checked)}
              aria-invalid={error ? true : undefined}
              data-test={`tender-${tender.value}`}
            />
          ))}
        </div>
        {error ? (
          <p
            data-test="error-accepted_tenders"
            id="accepted_tenders-error"
            className="mt-1 text-sm font-medium text-danger-700"
          >
            {error}
          </p>
        ) : (
          <p id="accepted_tenders-help" className="mt-1 text-sm text-gray-600">
            {t('settings.payment.help')}
          </p>
        )}
      </fieldset>
      <Button
        type="submit"
        data-test="payment-save"
        busy={form.processing}
        busyLabel={t('common.saving')}
      >
        {t('settings.payment.save')}
      </Button>
    </Form>
  );
}
