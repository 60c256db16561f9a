import { Head, router, useForm } from '@inertiajs/react';
import Form from '@/Components/form/Form';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

export default function VerifyEmail({ email }: PageProps<'Auth/VerifyEmail'>) {
  const { t } = useT();
  // The address in bold inside the sentence: the message marks where it goes.
  const [before, after = ''] = t('account.verify.intro', { email: '\u0000' }).split('\u0000');
  const form = useForm({});
  const resend = () => form.post(route('verification.send'));

  return (
    <>
      <Head title={t('account.verify.title')} />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">
        {t('account.verify.title')}
      </h1>
      <p className="mb-6 text-center text-sm text-gray-600">
        {before}
        <span className="font-medium text-gray-900">{email}</span>
        {after}
      </p>
      <Form
        onSubmit={resend}
        errors={form.errors}
        className="flex flex-wrap items-center justify-between gap-3"
      >
        <Button
          type="submit"
          data-test="resend-verification"
          busy={form.processing}
          busyLabel={t('account.sending')}
        >
          {t('account.verify.resend')}
        </Button>
        <Button
          variant="ghost"
          data-test="logout"
          onClick={() => router.post(route('logout'), {}, { preserveState: false })}
        >
          {t('account.logOut')}
        </Button>
      </Form>
    </>
  );
}
