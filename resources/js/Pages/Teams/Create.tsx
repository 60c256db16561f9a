import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** teams.create: a salon owner names a team; this store is its first location. */
export default function Create({ store, suggested_name }: PageProps<'Teams/Create'>) {
  const form = useForm({ name: suggested_name });
  const submit = () => form.post(route('teams.store'));
  return (
    <>
      <Head title="Create Team" />
      <PageHeader title="Create Team" description="A team groups your locations and the people who work across them. Invite a manager or front desk by email, add locations, and switch between them from the header." />
      <Form onSubmit={submit} errors={form.errors} className="max-w-xl space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <Field name="name" label="Team name" error={form.errors.name} help={`${store.name} becomes the team's first location.`}>
          <TextInput name="name" maxLength={80} value={form.data.name} onChange={(e) => form.setData('name', e.target.value)} data-test="team-name" />
        </Field>
        <Button type="submit" data-test="team-create" busy={form.processing} busyLabel="Creating...">Create team</Button>
      </Form>
    </>
  );
}
