import { Head, Link, useForm } from '@inertiajs/react';
import type { ChangeEvent } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, textLinkClass as authLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

const FIELDS = [
  {
    name: 'business_name',
    label: 'account.reg.business',
    type: 'text',
    autoComplete: 'organization',
  },
  { name: 'name', label: 'account.reg.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'auth.email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'auth.password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'password_confirmation',
    label: 'account.confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

export default function Register() {
  const { t } = useT();
  // The two links inside the sentence: the message marks where each goes (the translation may put them in either order).
  const legal = t('account.reg.legal', {
    terms: '\u0000terms\u0000',
    privacy: '\u0000privacy\u0000',
  }).split('\u0000');
  const form = useForm({
    business_name: '',
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
  });
  const submit = () =>
    form.post(route('register'), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    });

  return (
    <>
      <Head title={t('account.reg.title')} />
      <h1 data-test="page-title" className="mb-6 text-center text-2xl font-semibold">
        {t('account.reg.title')}
      </h1>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        {FIELDS.map(({ name, label, type, autoComplete }, i) => (
          <Field key={name} name={name} label={t(label)} error={form.errors[name]}>
            <TextInput
              name={name}
              type={type}
              autoComplete={autoComplete}
              autoFocus={i === 0}
              value={form.data[name]}
              onChange={(e: ChangeEvent<HTMLInputElement>) => form.setData(name, e.target.value)}
            />
          </Field>
        ))}
        <p className="text-sm text-gray-700" data-test="register-legal">
          {legal.map((part, i) =>
            i % 2 === 0 ? (
              part
            ) : part === 'terms' ? (
              <Link key={part} href={route('terms.show')} className={authLink}>
                {t('common.terms')}
              </Link>
            ) : (
              <Link key={part} href={route('policy.show')} className={authLink}>
                {t('common.privacy')}
              </Link>
            ),
          )}
        </p>
        <Button
          type="submit"
          block
          data-test="register-submit"
          busy={form.processing}
          busyLabel={t('account.reg.creating')}
        >
          {t('account.reg.title')}
        </Button>
      </Form>
      <div className="mt-6 border-t border-gray-100 pt-4 text-center">
        <Link href={route('login')} className={authLink}>
          {t('account.reg.haveAccount')}
        </Link>
      </div>
    </>
  );
}
