import { Head, router } from '@inertiajs/react';
import { useEffect } from 'react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { AnnouncementPreview, AnnouncementProgress, AnnouncementRedemptions } from '@common/pages/Admin/Announcements/Show';
import { statusTone } from './Index';

/** How often the page asks for progress while texts wait to go out. */
const POLL_MS = 3000;

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

function Stat({ label, value, test }: { label: string; value: number | string; test: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3">
      <div className="text-sm text-gray-600">{label}</div>
      <div className="text-2xl font-semibold tabular-nums text-gray-900" data-test={test}>{value}</div>
    </div>
  );
}

function Preview({ preview }: { preview: AnnouncementPreview }) {
  return (
    <section className={card} data-test="announcement-preview" aria-labelledby="preview-title">
      <h2 id="preview-title" className="mb-3 text-lg font-semibold text-gray-900">Preview</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Recipients now" value={preview.recipients} test="preview-recipients" />
        <Stat label="Segments per text" value={preview.segments} test="preview-segments" />
        <Stat label="Segments in all" value={preview.total_segments} test="preview-total-segments" />
        <Stat label="Estimated cost" value={preview.cost_label} test="preview-cost" />
      </div>
      <p className="mt-2 text-sm text-gray-600">{preview.characters} characters, {preview.encoding}. The audience is counted again when it is sent: consent given or withdrawn by then counts.</p>
      <figure className="mt-4">
        <figcaption className="mb-1 text-sm font-medium text-gray-700">{preview.sample_name ? `What ${preview.sample_name} would read` : 'What a customer would read'}</figcaption>
        <blockquote className="max-w-md whitespace-pre-wrap rounded-2xl rounded-bl-sm bg-gray-100 px-4 py-3 text-gray-900" data-test="preview-sample">{preview.sample}</blockquote>
      </figure>
    </section>
  );
}

function Progress({ progress }: { progress: AnnouncementProgress }) {
  return (
    <section className={card} data-test="announcement-progress" aria-labelledby="progress-title">
      <h2 id="progress-title" className="mb-3 text-lg font-semibold text-gray-900">{progress.settled ? 'Results' : 'Sending…'}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        <Stat label="Waiting" value={progress.queued} test="progress-queued" />
        <Stat label="Sent" value={progress.sent} test="progress-sent" />
        <Stat label="Delivered" value={progress.delivered} test="progress-delivered" />
        <Stat label="Failed" value={progress.failed} test="progress-failed" />
        <Stat label="Opted out" value={progress.opted_out} test="progress-opted-out" />
        <Stat label="Skipped" value={progress.skipped} test="progress-skipped" />
        <Stat label="Segments" value={progress.segments} test="progress-segments" />
        <Stat label="Cost" value={progress.cost_label} test="progress-cost" />
      </div>
      <p className="mt-2 text-sm text-gray-600">Skipped: consent withdrawn since, or over the month&apos;s text quota. Texts due between 9 PM and 8 AM wait until 8 AM.</p>
    </section>
  );
}

function Redemptions({ redemptions, code }: { redemptions: AnnouncementRedemptions; code: string }) {
  return (
    <section className={card} data-test="announcement-redemptions" aria-labelledby="redemptions-title">
      <h2 id="redemptions-title" className="mb-3 text-lg font-semibold text-gray-900">Coupon {code}</h2>
      <div className="grid grid-cols-2 gap-3">
        <Stat label="Tickets" value={redemptions.uses} test="redemption-uses" />
        <Stat label="Taken off" value={redemptions.amount_label} test="redemption-amount" />
      </div>
      {redemptions.tickets.length > 0 && (
        <ul className="mt-3 divide-y divide-gray-100">
          {redemptions.tickets.map((t) => (
            <li key={t.invoice_id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>#{t.number ?? t.invoice_id} · {t.customer ?? 'Walk-in'}</span>
              <span className="tabular-nums text-gray-700">{t.amount_label} · {t.at_label}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Show({ announcement: a, preview, progress, redemptions }: PageProps<'Admin/Announcements/Show'>) {
  const confirm = useConfirm();
  const waiting = progress !== null && !progress.settled;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => router.reload({ only: ['announcement', 'progress', 'redemptions'] }), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  const sendNow = async () => {
    const n = preview?.recipients ?? 0;
    if (!(await confirm({ title: `Send to ${n} ${n === 1 ? 'customer' : 'customers'} now?`, message: `Estimated cost ${preview?.cost_label ?? ''}. This cannot be undone.`, actionLabel: 'Send now', danger: false }))) return;
    router.post(route('announcements.send', { announcement: a.id }), {}, { preserveScroll: true });
  };
  const schedule = () => router.post(route('announcements.schedule', { announcement: a.id }), {}, { preserveScroll: true });
  const cancel = async () => {
    if (!(await confirm({ title: 'Cancel this announcement?', message: 'It will not be sent. A cancelled announcement cannot be scheduled again.', actionLabel: 'Cancel it' }))) return;
    router.post(route('announcements.cancel', { announcement: a.id }), {}, { preserveScroll: true });
  };

  return (
    <>
      <Head title={a.name} />
      <PageHeader title={a.name} back={{ href: route('announcements.index'), label: 'Announcements' }}
        actions={<>
          {a.can_edit && <ButtonLink variant="secondary" href={route('announcements.edit', { announcement: a.id })} data-test="announcement-edit">Edit</ButtonLink>}
          {a.can_cancel && <Button variant="danger" onClick={cancel} data-test="announcement-cancel">Cancel</Button>}
          {a.can_schedule && <Button variant="secondary" onClick={schedule} data-test="announcement-schedule">Schedule for {a.scheduled_at_label}</Button>}
          {a.can_send && <Button onClick={sendNow} data-test="announcement-send">Send now</Button>}
        </>} />
      <div className="space-y-5">
        <section className={card}>
          <DetailList>
            <Detail label="Status"><Badge tone={statusTone(a.status)} data-test="announcement-status">{a.status_label}</Badge></Detail>
            <Detail label="Audience" data-test="announcement-audience">{a.audience_label}</Detail>
            {a.scheduled_at_label && <Detail label={a.status === 'scheduled' ? 'Goes at' : 'Planned for'}>{a.scheduled_at_label}</Detail>}
            {a.started_at_label && <Detail label="Sent at">{a.started_at_label}</Detail>}
            {a.cancelled_at_label && <Detail label="Cancelled at">{a.cancelled_at_label}</Detail>}
            {(a.status === 'sent' || a.status === 'sending') && <Detail label="Recipients" data-test="announcement-recipients">{a.recipients}</Detail>}
            <Detail label="Coupon">{a.coupon ? `${a.coupon.code}: ${a.coupon.value_label}${a.coupon.valid_to ? ` until ${a.coupon.valid_to}` : ''}` : 'None'}</Detail>
            <Detail label="Written by">{a.created_by}</Detail>
          </DetailList>
        </section>
        {preview && <Preview preview={preview} />}
        {progress && <Progress progress={progress} />}
        {redemptions && a.coupon && <Redemptions redemptions={redemptions} code={a.coupon.code} />}
      </div>
    </>
  );
}
