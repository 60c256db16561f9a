import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import Section from './Section';

/** The current password, then a new one twice; the other browsers are signed out. */
export default function UpdatePasswordForm() {
  const form = useForm({ current_password: '', password: '', password_confirmation: '' });
  const submit = () => form.put(route('user-password.update'), { errorBag: 'updatePassword', preserveScroll: true, onFinish: () => form.reset() });
  const field = (name: 'current_password' | 'password' | 'password_confirmation', label: string, autoComplete: string) => (
    <Field name={name} id={`update-${name}`} label={label} error={form.errors[name]}>
      <TextInput name={name} id={`update-${name}`} type="password" autoComplete={autoComplete} value={form.data[name]} onChange={(e) => form.setData(name, e.target.value)} />
    </Field>
  );
  return (
    <Section title="Update Password" description="At least 8 characters. Changing it signs you out of every other browser." data-test="update-password">
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        {field('current_password', 'Current password', 'current-password')}
        {field('password', 'New password', 'new-password')}
        {field('password_confirmation', 'Confirm password', 'new-password')}
        <Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="password-save">Save</Button>
      </Form>
    </Section>
  );
}
