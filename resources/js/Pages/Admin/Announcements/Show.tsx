import { Head, router } from '@inertiajs/react';
import { useEffect } from 'react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type {
  AnnouncementDetail,
  AnnouncementPreview,
  AnnouncementProgress,
  AnnouncementRedemptions,
} from '@common/pages/Admin/Announcements/Show';
import { audienceText, STATUS_KEYS, statusTone } from './Index';

/** How often the page asks for progress while texts wait to go out. */
const POLL_MS = 3000;

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

function Stat({ label, value, test }: { label: string; value: number | string; test: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3">
      <div className="text-sm text-gray-600">{label}</div>
      <div className="text-2xl font-semibold tabular-nums text-gray-900" data-test={test}>
        {value}
      </div>
    </div>
  );
}

/** The coupon's value ("10% off", "$5.00 off") in the page's language. */
function couponValue(
  c: NonNullable<AnnouncementDetail['coupon']>,
  t: Translate,
  money: (cents: number) => string,
): string {
  return c.kind === 'percent'
    ? t('announcements.percentOff', { percent: c.value })
    : t('announcements.amountOff', { amount: money(c.value) });
}

function Preview({ preview }: { preview: AnnouncementPreview }) {
  const { t } = useT();
  return (
    <section className={card} data-test="announcement-preview" aria-labelledby="preview-title">
      <h2 id="preview-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t('announcements.preview.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          label={t('announcements.preview.recipients')}
          value={preview.recipients}
          test="preview-recipients"
        />
        <Stat
          label={t('announcements.preview.segments')}
          value={preview.segments}
          test="preview-segments"
        />
        <Stat
          label={t('announcements.preview.totalSegments')}
          value={preview.total_segments}
          test="preview-total-segments"
        />
        <Stat
          label={t('announcements.preview.cost')}
          value={preview.cost_label}
          test="preview-cost"
        />
      </div>
      <p className="mt-2 text-sm text-gray-600">
        {t('announcements.preview.note', { chars: preview.characters, encoding: preview.encoding })}
      </p>
      <figure className="mt-4">
        <figcaption className="mb-1 text-sm font-medium text-gray-700">
          {preview.sample_name
            ? t('announcements.preview.sampleOf', { name: preview.sample_name })
            : t('announcements.preview.sample')}
        </figcaption>
        <blockquote
          className="max-w-md whitespace-pre-wrap rounded-2xl rounded-bl-sm bg-gray-100 px-4 py-3 text-gray-900"
          data-test="preview-sample"
        >
          {preview.sample}
        </blockquote>
      </figure>
    </section>
  );
}

function Progress({ progress }: { progress: AnnouncementProgress }) {
  const { t } = useT();
  return (
    <section className={card} data-test="announcement-progress" aria-labelledby="progress-title">
      <h2 id="progress-title" className="mb-3 text-lg font-semibold text-gray-900">
        {progress.settled
          ? t('announcements.progress.results')
          : t('announcements.progress.sending')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        <Stat
          label={t('announcements.progress.queued')}
          value={progress.queued}
          test="progress-queued"
        />
        <Stat label={t('announcements.progress.sent')} value={progress.sent} test="progress-sent" />
        <Stat
          label={t('announcements.progress.delivered')}
          value={progress.delivered}
          test="progress-delivered"
        />
        <Stat
          label={t('announcements.progress.failed')}
          value={progress.failed}
          test="progress-failed"
        />
        <Stat
          label={t('announcements.progress.optedOut')}
          value={progress.opted_out}
          test="progress-opted-out"
        />
        <Stat
          label={t('announcements.progress.skipped')}
          value={progress.skipped}
          test="progress-skipped"
        />
        <Stat
          label={t('announcements.progress.segments')}
          value={progress.segments}
          test="progress-segments"
        />
        <Stat
          label={t('announcements.progress.cost')}
          value={progress.cost_label}
          test="progress-cost"
        />
      </div>
      <p className="mt-2 text-sm text-gray-600">{t('announcements.progress.note')}</p>
    </section>
  );
}

function Redemptions({
  redemptions,
  code,
}: {
  redemptions: AnnouncementRedemptions;
  code: string;
}) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <section
      className={card}
      data-test="announcement-redemptions"
      aria-labelledby="redemptions-title"
    >
      <h2 id="redemptions-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t('announcements.redemptions.title', { code })}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Stat
          label={t('announcements.redemptions.tickets')}
          value={redemptions.uses}
          test="redemption-uses"
        />
        <Stat
          label={t('announcements.redemptions.takenOff')}
          value={format.money(redemptions.amount_cents)}
          test="redemption-amount"
        />
      </div>
      {redemptions.tickets.length > 0 && (
        <ul className="mt-3 divide-y divide-gray-100">
          {redemptions.tickets.map((ticket) => (
            <li
              key={ticket.invoice_id}
              className="flex flex-wrap justify-between gap-2 py-2 text-sm"
            >
              <span>
                #{ticket.number ?? ticket.invoice_id} ·{' '}
                {ticket.customer ?? t('announcements.redemptions.walkIn')}
              </span>
              <span className="tabular-nums text-gray-700">
                {format.money(ticket.amount_cents)} · {format.dateTime(ticket.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Show({
  announcement: a,
  preview,
  progress,
  redemptions,
}: PageProps<'Admin/Announcements/Show'>) {
  const { t, locale } = useT();
  const format = useStoreFormat();
  const confirm = useConfirm();
  const waiting = progress !== null && !progress.settled;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(
      () => router.reload({ only: ['announcement', 'progress', 'redemptions'] }),
      POLL_MS,
    );
    return () => clearInterval(timer);
  }, [waiting]);

  const sendNow = async () => {
    const n = preview?.recipients ?? 0;
    if (
      !(await confirm({
        title: t('announcements.show.sendTitle', { count: n }),
        message: t('announcements.show.sendMessage', { cost: preview?.cost_label ?? '' }),
        actionLabel: t('announcements.show.sendNow'),
        danger: false,
      }))
    )
      return;
    router.post(route('announcements.send', { announcement: a.id }), {}, { preserveScroll: true });
  };
  const schedule = () =>
    router.post(
      route('announcements.schedule', { announcement: a.id }),
      {},
      { preserveScroll: true },
    );
  const cancel = async () => {
    if (
      !(await confirm({
        title: t('announcements.show.cancelTitle'),
        message: t('announcements.show.cancelMessage'),
        actionLabel: t('announcements.show.cancelIt'),
      }))
    )
      return;
    router.post(
      route('announcements.cancel', { announcement: a.id }),
      {},
      { preserveScroll: true },
    );
  };

  return (
    <>
      <Head title={a.name} />
      <PageHeader
        title={a.name}
        back={{ href: route('announcements.index'), label: t('announcements.title') }}
        actions={
          <>
            {a.can_edit && (
              <ButtonLink
                variant="secondary"
                href={route('announcements.edit', { announcement: a.id })}
                data-test="announcement-edit"
              >
                {t('ui.edit')}
              </ButtonLink>
            )}
            {a.can_cancel && (
              <Button variant="danger" onClick={cancel} data-test="announcement-cancel">
                {t('ui.cancel')}
              </Button>
            )}
            {a.can_schedule && (
              <Button variant="secondary" onClick={schedule} data-test="announcement-schedule">
                {t('announcements.show.scheduleFor', { when: format.dateTime(a.scheduled_at) })}
              </Button>
            )}
            {a.can_send && (
              <Button onClick={sendNow} data-test="announcement-send">
                {t('announcements.show.sendNow')}
              </Button>
            )}
          </>
        }
      />
      <div className="space-y-5">
        <section className={card}>
          <DetailList>
            <Detail label={t('ui.status')}>
              <Badge tone={statusTone(a.status)} data-test="announcement-status">
                {t(STATUS_KEYS[a.status])}
              </Badge>
            </Detail>
            <Detail label={t('announcements.audience')} data-test="announcement-audience">
              {audienceText(a.audience_label, t, locale)}
            </Detail>
            {a.scheduled_at && (
              <Detail
                label={
                  a.status === 'scheduled'
                    ? t('announcements.show.goesAt')
                    : t('announcements.show.plannedFor')
                }
              >
                {format.dateTime(a.scheduled_at)}
              </Detail>
            )}
            {a.started_at && (
              <Detail label={t('announcements.show.sentAt')}>
                {format.dateTime(a.started_at)}
              </Detail>
            )}
            {a.cancelled_at && (
              <Detail label={t('announcements.show.cancelledAt')}>
                {format.dateTime(a.cancelled_at)}
              </Detail>
            )}
            {(a.status === 'sent' || a.status === 'sending') && (
              <Detail label={t('announcements.recipients')} data-test="announcement-recipients">
                {a.recipients}
              </Detail>
            )}
            <Detail label={t('announcements.coupon')}>
              {a.coupon
                ? a.coupon.valid_to
                  ? t('announcements.show.couponUntil', {
                      code: a.coupon.code,
                      value: couponValue(a.coupon, t, format.money),
                      date: a.coupon.valid_to,
                    })
                  : t('announcements.show.coupon', {
                      code: a.coupon.code,
                      value: couponValue(a.coupon, t, format.money),
                    })
                : t('ui.none')}
            </Detail>
            <Detail label={t('announcements.show.writtenBy')}>{a.created_by}</Detail>
          </DetailList>
        </section>
        {preview && <Preview preview={preview} />}
        {progress && <Progress progress={progress} />}
        {redemptions && a.coupon && <Redemptions redemptions={redemptions} code={a.coupon.code} />}
      </div>
    </>
  );
}
