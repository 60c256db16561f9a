import { Head, router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import AttachmentPicker, { type Uploaded } from '@/Components/supports/AttachmentPicker';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { SupportTicketStatus } from '@common/supports';

/** A ticket's status in the reader's language, by the code the server sends. */
const TICKET_STATUS: Record<SupportTicketStatus, string> = {
  open: 'supports.status.open',
  answered: 'supports.status.answered',
  closed: 'supports.status.closed',
};

/** A support ticket's thread, oldest first, with the reply box and close / reopen. */
export default function Show({ ticket, messages, can, limits }: PageProps<'Admin/Supports/Show'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const form = useForm({ body: '', attachments: [] as number[] });
  const [images, setImages] = useState<Uploaded[]>([]);
  const attach = (next: Uploaded[]) => {
    setImages(next);
    form.setData(
      'attachments',
      next.map((a) => a.id),
    );
  };
  // A reply of the support team is marked as such after the name.
  const authorOf = (m: { author: string; is_staff: boolean }) =>
    m.is_staff ? t('supports.show.staffAuthor', { name: m.author }) : m.author;
  const send = () =>
    form.post(route('supports.reply', { ticket: ticket.id }), {
      preserveScroll: true,
      onSuccess: () => {
        form.reset();
        setImages([]);
      },
    });
  return (
    <>
      <Head title={ticket.subject} />
      <PageHeader
        title={<span className="break-words">{ticket.subject}</span>}
        back={{ href: route('supports.index'), label: t('supports.title') }}
        description={t('supports.show.meta', {
          store: ticket.store ?? t('supports.partner'),
          name: ticket.opened_by,
          at: format.dateTime(ticket.opened_at),
        })}
        actions={
          <>
            <Badge tone={ticket.status_tone} data-test="ticket-status">
              {t(TICKET_STATUS[ticket.status])}
            </Badge>
            {can.close && (
              <Button
                variant="secondary"
                data-test="ticket-close"
                onClick={() =>
                  router.post(
                    route('supports.close', { ticket: ticket.id }),
                    {},
                    { preserveScroll: true },
                  )
                }
              >
                {t('supports.show.close')}
              </Button>
            )}
            {can.reopen && (
              <Button
                variant="secondary"
                data-test="ticket-reopen"
                onClick={() =>
                  router.post(
                    route('supports.reopen', { ticket: ticket.id }),
                    {},
                    { preserveScroll: true },
                  )
                }
              >
                {t('supports.show.reopen')}
              </Button>
            )}
          </>
        }
      />
      <ol className="mb-4 max-w-3xl space-y-3" data-test="thread">
        {messages.map((m) => (
          <li
            key={m.id}
            data-test="message"
            className={`rounded-xl p-4 shadow-sm ring-1 ${m.is_staff ? 'bg-primary-50 ring-primary-200' : 'bg-white ring-gray-200'} ${m.mine ? 'sm:ml-12' : 'sm:mr-12'}`}
          >
            <p className="mb-1 flex flex-wrap justify-between gap-2 text-sm text-gray-600">
              <span className="min-w-0 break-words font-semibold text-gray-900">{authorOf(m)}</span>
              <span>{format.dateTime(m.at)}</span>
            </p>
            <p className="whitespace-pre-wrap break-words text-gray-900">{m.body}</p>
            {m.attachments.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('supports.show.images')}>
                {m.attachments.map((a, i) => (
                  <li key={a.id}>
                    <a
                      href={a.url}
                      target="_blank"
                      rel="noopener"
                      className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                      data-test="attachment-link"
                    >
                      <img
                        src={a.url}
                        alt={t('supports.show.imageAlt', { number: i + 1, author: authorOf(m) })}
                        loading="lazy"
                        className="h-24 w-24 rounded-lg object-cover ring-1 ring-gray-200"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {can.reply ? (
        <div className="max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <Form onSubmit={send} errors={form.errors} className="space-y-3">
            <Field name="body" label={t('supports.show.reply')} error={form.errors.body}>
              <Textarea
                name="body"
                rows={5}
                value={form.data.body}
                maxLength={limits.body}
                onChange={(e) => form.setData('body', e.target.value)}
                data-test="reply-body"
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
              data-test="reply-send"
            >
              {t('supports.show.send')}
            </Button>
          </Form>
        </div>
      ) : (
        <p
          className="max-w-3xl rounded-xl bg-gray-50 p-4 text-gray-700 ring-1 ring-gray-200"
          data-test="ticket-closed"
        >
          {t('supports.show.closed')}
        </p>
      )}
    </>
  );
}
