import { Head, useForm } from '@inertiajs/react';
import { formatPhone } from '@common/phone';
import DigitPad from '@/Components/checkins/DigitPad';
import Form from '@/Components/form/Form';
import LanguageSwitch from '@/Components/LanguageSwitch';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** Kiosk step one (customer side): the phone number on a big digit pad. */
export default function CheckIn({
  token,
  store_name,
  welcome_text,
}: PageProps<'Customer/CheckIn'>) {
  const { t } = useT();
  const form = useForm({ phone: '' });
  const digits = form.data.phone;
  const submit = () => form.post(route('kiosk.lookup', { token }));

  return (
    <>
      <Head title={t('customer.checkIn.title')} />
      <div
        className="mx-auto w-full max-w-md rounded-2xl bg-white p-5 shadow-md sm:p-8"
        data-test="kiosk-checkin"
      >
        <h1
          data-test="page-title"
          className="text-center text-2xl font-semibold text-gray-900 sm:text-3xl"
        >
          {welcome_text}
        </h1>
        <p className="mt-1 text-center text-gray-600">{store_name}</p>
        <Form onSubmit={submit} errors={form.errors} className="mt-6 space-y-4">
          <div>
            <label htmlFor="phone" className="block text-center text-lg font-medium text-gray-800">
              {t('customer.checkIn.phone')}
            </label>
            <input
              id="phone"
              name="phone"
              type="tel"
              inputMode="none"
              autoComplete="off"
              value={formatPhone(digits)}
              placeholder="(xxx) xxx-xxxx"
              onChange={(e) =>
                form.setData('phone', e.target.value.replace(/\D/g, '').slice(0, 10))
              }
              aria-invalid={!!form.errors.phone || undefined}
              aria-describedby={form.errors.phone ? 'phone-error' : undefined}
              data-test="kiosk-phone"
              className={`mt-2 block min-h-16 w-full rounded-xl border bg-gray-50 px-4 text-center text-3xl font-semibold tabular-nums tracking-wide text-gray-900 placeholder:text-gray-500 focus:outline-none focus:ring-2 ${form.errors.phone ? 'border-danger-600 focus:ring-danger-200' : 'border-gray-300 focus:ring-primary-200'}`}
            />
            {form.errors.phone && (
              <p
                id="phone-error"
                data-test="error-phone"
                className="mt-2 text-center font-medium text-danger-700"
              >
                {form.errors.phone}
              </p>
            )}
          </div>
          <DigitPad value={digits} onChange={(d) => form.setData('phone', d)} maxLength={10} />
          <Button
            type="submit"
            size="lg"
            block
            disabled={digits.length !== 10}
            busy={form.processing}
            busyLabel={t('customer.checkIn.checking')}
            data-test="kiosk-next"
          >
            {t('customer.checkIn.submit')}
          </Button>
        </Form>
        <LanguageSwitch className="mt-6" />
      </div>
    </>
  );
}
