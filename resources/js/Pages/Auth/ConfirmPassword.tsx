import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';

export default function ConfirmPassword() {
  const form = useForm({ password: '' });
  const submit = () => form.post(route('password.confirm'), { onFinish: () => form.reset('password') });

  return (
    <>
      <Head title="Confirm Password" />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">Confirm Password</h1>
      <p className="mb-6 text-center text-sm text-gray-600">This is a secure area. Please confirm your password before continuing.</p>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        <Field name="password" label="Password" error={form.errors.password}>
          <TextInput name="password" type="password" autoComplete="current-password" autoFocus value={form.data.password} onChange={(e) => form.setData('password', e.target.value)} />
        </Field>
        <Button type="submit" block data-test="confirm-password-submit" busy={form.processing} busyLabel="Confirming...">Confirm</Button>
      </Form>
    </>
  );
}
