import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import Section from './Section';

/** The current password, then a new one twice; the other browsers are signed out. */
export default function UpdatePasswordForm() {
  const { t } = useT();
  const form = useForm({ current_password: '', password: '', password_confirmation: '' });
  const submit = () =>
    form.put(route('user-password.update'), {
      errorBag: 'updatePassword',
      preserveScroll: true,
      onFinish: () => form.reset(),
    });
  const field = (
    name: 'current_password' | 'password' | 'password_confirmation',
    label: string,
    autoComplete: string,
  ) => (
    <Field name={name} id={`update-${name}`} label={label} error={form.errors[name]}>
      <TextInput
        name={name}
        id={`update-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={form.data[name]}
        onChange={(e) => form.setData(name, e.target.value)}
      />
    </Field>
  );
  return (
    <Section
      title={t('profile.password.title')}
      description={t('profile.password.description')}
      data-test="update-password"
    >
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        {field('current_password', t('profile.password.current'), 'current-password')}
        {field('password', t('profile.password.new'), 'new-password')}
        {field('password_confirmation', t('profile.password.confirm'), 'new-password')}
        <Button
          type="submit"
          busy={form.processing}
          busyLabel={t('common.saving')}
          data-test="password-save"
        >
          {t('common.save')}
        </Button>
      </Form>
    </Section>
  );
}
