import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import type { Translate } from '@common/i18n';
import type { AuditRow } from '@common/pages/Admin/ClockInClockOuts/Partials/AuditTrail';
export type { AuditRow } from '@common/pages/Admin/ClockInClockOuts/Partials/AuditTrail';

/** The server's English words of an audit (field names, "Clocked in"), by what it says. */
const SAID: Record<string, string> = {
  'Clock In': 'clock.in',
  'Clock Out': 'clock.out',
  Tip: 'ui.tip',
  Bonus: 'clockinclockouts.bonus',
  'Cash Out': 'clock.cashOut',
  'Clocked in': 'clockinclockouts.clockedIn',
};

/** Where an offline clock event's entry came from: the station, and whether the sync or a manager let it in. */
function offlineSource(t: Translate, a: AuditRow) {
  if (a.source === 'offline_sync')
    return a.station
      ? t('clockinclockouts.audit.offlineSync', { station: a.station })
      : t('clockinclockouts.audit.offlineSyncNoStation');
  return a.station
    ? t('clockinclockouts.audit.offlineManager', { station: a.station, name: a.by })
    : t('clockinclockouts.audit.offlineManagerNoStation', { name: a.by });
}

/** Every addition and correction of a record, and every clock event recorded offline: who, when, why, from where, and each field before → after. */
export default function AuditTrail({ audits }: { audits: AuditRow[] }) {
  const { t } = useT();
  const format = useStoreFormat();
  const say = (text: string) => (SAID[text] ? t(SAID[text]) : text);
  return (
    <section
      id="audits"
      data-test="audit-trail"
      aria-labelledby="audits-title"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="audits-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t('clockinclockouts.audit.title')}
      </h2>
      {audits.length === 0 ? (
        <p className="text-sm text-gray-600">{t('clockinclockouts.audit.empty')}</p>
      ) : (
        <ol className="space-y-4">
          {audits.map((a) => (
            <li key={a.id} data-test={`audit-${a.id}`} className="border-l-2 border-gray-200 pl-3">
              <p className="text-sm text-gray-600">
                <span className="font-medium text-gray-900">{a.by}</span> · {format.dateTime(a.at)}
              </p>
              {a.source !== 'manual' && (
                <p className="text-sm text-gray-800" data-test="audit-source">
                  {offlineSource(t, a)}
                </p>
              )}
              {a.waited && (
                <p className="text-sm text-gray-700">
                  {t('clockinclockouts.audit.waited', { reason: a.waited })}
                </p>
              )}
              {a.reason && (
                <p className="text-sm text-gray-800">
                  {t('clockinclockouts.audit.reason', { reason: a.reason })}
                </p>
              )}
              <ul className="mt-1 text-sm text-gray-700">
                {a.changes.map((c) => (
                  <li key={c.field}>
                    {say(c.field)}:{' '}
                    <span className="text-gray-600 line-through decoration-gray-400">
                      {say(c.before)}
                    </span>{' '}
                    → <span className="font-medium">{say(c.after)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
