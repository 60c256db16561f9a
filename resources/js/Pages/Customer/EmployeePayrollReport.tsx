import { Head } from '@inertiajs/react';
import LanguageSwitch from '@/Components/LanguageSwitch';
import PayStub from '@/Pages/Admin/Payrolls/Partials/PayStub';
import { ENGLISH_PAY, PAY_KEYS, type PaySpeech } from '@/Pages/Admin/Payrolls/Partials/PayFigures';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { INTL_LOCALES } from '@common/i18n';
import type { PageProps } from '@common/pages';

/** A technician's own pay stub for a finalised period, opened on her phone from a signed link (no sign-in), in her own language. */
export default function EmployeePayrollReport({
  store,
  period,
  pay,
  adjustments,
  lines,
  tickets_tipped,
}: PageProps<'Customer/EmployeePayrollReport'>) {
  const { t, locale } = useT();
  const format = useFormat();
  // English keeps the admin stub's formats exactly; another language writes the dates and money through Intl.
  const short = (ymd: string) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${ymd}T12:00:00Z`));
  const speech: PaySpeech = {
    text: (key, values) => t(PAY_KEYS[key], values),
    money: format.money,
    period:
      locale === 'en' ? ENGLISH_PAY.period : (start, end) => `${short(start)} – ${short(end)}`,
  };
  return (
    <>
      <Head title={t('customer.payStub.pageTitle')} />
      <div
        className="mx-auto w-full max-w-md rounded-2xl bg-white p-5 shadow-md sm:p-8"
        data-test="employee-pay-stub"
      >
        <h1 data-test="page-title" className="mb-4 text-2xl font-semibold text-gray-900">
          {t('customer.payStub.title')}
        </h1>
        <PayStub
          storeName={store.name}
          period={period}
          pay={pay}
          adjustments={adjustments}
          speech={speech}
        />
        <p className="mt-4 text-sm text-gray-600">
          {t('customer.payStub.note', { lines, tickets: tickets_tipped })}
        </p>
      </div>
      <LanguageSwitch className="mt-4" />
    </>
  );
}
