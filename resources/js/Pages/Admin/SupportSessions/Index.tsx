import { Head } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import Badge from '@/Components/ui/Badge';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import type { PageProps } from '@common/pages';
import type {
  SupportActionRow,
  SupportSessionRow,
} from '@common/pages/Admin/SupportSessions/Index';

/** How each request ended, by the server's value. */
const OUTCOME: Record<string, { key: string; tone: 'primary' | 'neutral' | 'danger' }> = {
  done: { key: 'supportsessions.outcome.done', tone: 'primary' },
  refused: { key: 'supportsessions.outcome.refused', tone: 'danger' },
  failed: { key: 'supportsessions.outcome.failed', tone: 'neutral' },
};

/**
 * Support sign-ins: each time the super admin signed in as the owner (when,
 * who, until when) and every change that session made or tried, so the
 * owner always knows what support did in the account.
 */
export default function Index({ sessions }: PageProps<'Admin/SupportSessions/Index'>) {
  const { t } = useT();
  return (
    <>
      <Head title={t('supportsessions.title')} />
      <PageHeader
        title={t('supportsessions.title')}
        description={t('supportsessions.description')}
      />
      {sessions.data.length === 0 ? (
        <EmptyState message={t('supportsessions.empty')} />
      ) : (
        <ul className="space-y-4" data-test="support-sessions">
          {sessions.data.map((s) => (
            <Session key={s.id} session={s} />
          ))}
        </ul>
      )}
      <Pagination paginator={sessions} />
    </>
  );
}

function Session({ session }: { session: SupportSessionRow }) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      data-test="support-session"
    >
      <h2 className="text-base font-semibold text-gray-900">
        {t('supportsessions.signedIn', {
          admin: session.admin,
          time: format.dateTime(session.started),
        })}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {session.ended
          ? t('supportsessions.ended', { time: format.dateTime(session.ended) })
          : t('supportsessions.notEnded')}
      </p>
      {session.actions.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t('supportsessions.nothingChanged')}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{t('supportsessions.actions')}</caption>
          <thead className="text-xs uppercase tracking-wide text-gray-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('supportsessions.when')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('supportsessions.what')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('supportsessions.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {session.actions.map((a) => (
              <Action key={a.id} action={a} />
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

function Action({ action }: { action: SupportActionRow }) {
  const { t } = useT();
  const format = useStoreFormat();
  const outcome = action.outcome ? OUTCOME[action.outcome] : null;
  return (
    <tr data-test="support-action">
      <td className="whitespace-nowrap py-2 pr-3 align-top text-gray-700">
        {format.dateTime(action.at)}
      </td>
      <td className="py-2 pr-3 align-top">
        {action.route && (
          <code className="break-all font-mono text-gray-900" data-test="support-action-route">
            {action.route}
          </code>
        )}
        <span className="block break-all font-mono text-xs text-gray-500">
          {`${action.method} ${action.path}`}
        </span>
      </td>
      <td className="py-2 align-top">
        <Badge tone={outcome?.tone ?? 'neutral'} data-test="support-action-outcome">
          {t(outcome?.key ?? 'supportsessions.outcome.unfinished')}
        </Badge>
      </td>
    </tr>
  );
}
