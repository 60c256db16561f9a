import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** teams.create: a salon owner names a team; this store is its first location. */
export default function Create({ store, suggested_name }: PageProps<'Teams/Create'>) {
  const { t } = useT();
  const form = useForm({ name: suggested_name });
  const submit = () => form.post(route('teams.store'));
  return (
    <>
      <Head title={t('teams.create.title')} />
      <PageHeader title={t('teams.create.title')} description={t('teams.create.description')} />
      <Form
        onSubmit={submit}
        errors={form.errors}
        className="max-w-xl space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <Field
          name="name"
          label={t('teams.name')}
          error={form.errors.name}
          help={t('teams.create.firstLocation', { store: store.name })}
        >
          <TextInput
            name="name"
            maxLength={80}
            value={form.data.name}
            onChange={(e) => form.setData('name', e.target.value)}
            data-test="team-name"
          />
        </Field>
        <Button
          type="submit"
          data-test="team-create"
          busy={form.processing}
          busyLabel={t('teams.creating')}
        >
          {t('teams.create.submit')}
        </Button>
      </Form>
    </>
  );
}
