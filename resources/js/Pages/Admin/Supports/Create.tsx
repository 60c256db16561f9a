import { Head, useForm } from '@inertiajs/react';
import { useState } from 'react';
import AttachmentPicker, { type Uploaded } from '@/Components/supports/AttachmentPicker';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { PlanPrice } from '@common/pages/Admin/Supports/Create';

/** A new support ticket: its subject and first message; Billing's plan change request already written. */
export default function Create({
  limits,
  plan_change: change,
}: PageProps<'Admin/Supports/Create'>) {
  const { t } = useT();
  const format = useFormat();
  const price = (p: PlanPrice) =>
    `${p.name} (${t('billing.price', { price: format.money(p.price_cents), interval: p.interval })})`;
  const form = useForm({
    subject: change ? t('supports.create.planSubject', { plan: change.to.name }) : '',
    body: change
      ? t('supports.create.planBody', {
          store: change.store ?? t('supports.create.ourStore'),
          from: price(change.from),
          to: price(change.to),
        })
      : '',
    attachments: [] as number[],
  });
  const [images, setImages] = useState<Uploaded[]>([]);
  const attach = (next: Uploaded[]) => {
    setImages(next);
    form.setData(
      'attachments',
      next.map((a) => a.id),
    );
  };
  return (
    <>
      <Head title={t('supports.new')} />
      <PageHeader
        title={t('supports.new')}
        back={{ href: route('supports.index'), label: t('supports.title') }}
        description={t('supports.create.description')}
      />
      <div className="max-w-2xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <Form
          onSubmit={() => form.post(route('supports.store'))}
          errors={form.errors}
          className="space-y-4"
        >
          <Field name="subject" label={t('supports.subject')} error={form.errors.subject}>
            <TextInput
              name="subject"
              value={form.data.subject}
              maxLength={limits.subject}
              onChange={(e) => form.setData('subject', e.target.value)}
              data-test="ticket-subject"
            />
          </Field>
          <Field
            name="body"
            label={t('supports.create.message')}
            error={form.errors.body}
            help={t('supports.upTo', { count: limits.body })}
          >
            <Textarea
              name="body"
              rows={8}
              value={form.data.body}
              maxLength={limits.body}
              onChange={(e) => form.setData('body', e.target.value)}
              data-test="ticket-body"
            />
          </Field>
          <AttachmentPicker
            value={images}
            onChange={attach}
            max={limits.attachments}
            maxBytes={limits.attachment_bytes}
            error={form.errors.attachments}
          />
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('supports.sending')}
            data-test="ticket-send"
          >
            {t('supports.create.send')}
          </Button>
        </Form>
      </div>
    </>
  );
}
