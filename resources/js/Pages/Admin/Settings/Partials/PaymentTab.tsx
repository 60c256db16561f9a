import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Form from '@/Components/form/Form';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { PaymentSettings } from '@common/pages/Admin/Settings/types';

/** The tenders the pay screen offers (spec §3); at least one. */
export default function PaymentTab({ payment, tenders }: { payment: PaymentSettings; tenders: { value: string; label: string }[] }) {
  const form = useForm<PaymentSettings>({ accepted_tenders: [...payment.accepted_tenders] });
  const { data, setData } = form;
  const errors = form.errors as Partial<Record<string, string>>;
  // One message for the boxes, whichever of them it names.
  const error = Object.entries(errors).find(([k]) => k === 'accepted_tenders' || k.startsWith('accepted_tenders.'))?.[1];
  const toggle = (value: string, on: boolean) =>
    setData('accepted_tenders', on ? [...data.accepted_tenders, value] : data.accepted_tenders.filter((t) => t !== value));

  return (
    <Form onSubmit={() => form.put(route('settings.payment.update'), { preserveScroll: true })} errors={errors} className="space-y-5" data-test="settings-payment">
      <fieldset aria-describedby={error ? 'accepted_tenders-error' : 'accepted_tenders-help'}>
        <legend className="block text-sm font-medium text-gray-700">The store accepts</legend>
        <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
          {tenders.map((t) => (
            <Checkbox
              key={t.value}
              id={`tender-${t.value}`}
              name="accepted_tenders[]"
              value={t.value}
              label={t.label}
              checked={data.accepted_tenders.includes(t.value)}
              onChange={(e) => toggle(t.value, e.target.checked)}
              aria-invalid={error ? true : undefined}
              data-test={`tender-${t.value}`}
            />
          ))}
        </div>
        {error ? (
          <p data-test="error-accepted_tenders" id="accepted_tenders-error" className="mt-1 text-sm font-medium text-danger-700">{error}</p>
        ) : (
          <p id="accepted_tenders-help" className="mt-1 text-sm text-gray-600">Only these show on the pay screen. A ticket may be paid with several.</p>
        )}
      </fieldset>
      <Button type="submit" data-test="payment-save" busy={form.processing} busyLabel="Saving...">Save payment settings</Button>
    </Form>
  );
}
