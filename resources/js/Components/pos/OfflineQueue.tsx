import { useState } from 'react';
import { usePage } from '@inertiajs/react';
import { Button } from '@/Components/ui/Button';
import { formatTime } from '@/lib/format';
import { clearToResolve, dismiss, useOfflineQueue } from '@/offline/queue';
import { translateMessage, useT } from '@/lib/i18n';

/**
 * The station's "waiting to sync" badge: says when the station is
 * offline (cash only), how many tickets and clock events wait to be sent, and
 * opens their list; one the server refused stays, with why, until dismissed.
 */
export default function OfflineQueue({ offlineLabel }: { offlineLabel?: string }) {
  const { t } = useT();
  const { items, offline, toResolve } = useOfflineQueue();
  const [open, setOpen] = useState(false);
  const zone = usePage().props.store?.timezone ?? null;
  const waiting = items.filter((i) => i.status === 'waiting').length;
  const refused = items.length - waiting;
  if (!offline && items.length === 0 && toResolve === 0) return null;
  return (
    <div className="mb-3" data-test="offline-queue">
      <div className="flex flex-wrap items-center gap-2">
        {offline && (
          <span
            role="status"
            className="inline-flex min-h-11 items-center rounded-full bg-danger-50 px-3 text-sm font-semibold text-danger-800 ring-1 ring-inset ring-danger-200"
            data-test="offline-indicator"
          >
            {offlineLabel ?? t('shell.offline.cashOnly')}
          </span>
        )}
        {items.length > 0 && (
          <Button
            variant="secondary"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            data-test="offline-queue-toggle"
          >
            <span data-test="offline-queue-count">
              {waiting > 0 ? t('shell.offline.waiting', { count: waiting }) : ''}
              {waiting > 0 && refused > 0 ? ' · ' : ''}
              {refused > 0 ? t('shell.offline.refused', { count: refused }) : ''}
            </span>
          </Button>
        )}
        {toResolve > 0 && (
          <span
            role="status"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-primary-50 py-0.5 pl-3 text-sm font-medium text-primary-900 ring-1 ring-inset ring-primary-200"
            data-test="offline-to-resolve"
          >
            {t('shell.offline.toResolve', { count: toResolve })}
            <Button variant="ghost" onClick={clearToResolve} data-test="offline-to-resolve-ok">
              {t('common.ok')}
            </Button>
          </span>
        )}
      </div>
      {open && items.length > 0 && (
        <ul
          className="mt-2 max-w-xl divide-y divide-gray-100 rounded-xl bg-white p-2 shadow-sm ring-1 ring-gray-200"
          data-test="offline-queue-list"
        >
          {items.map((item) => (
            <li
              key={item.key}
              className="px-2 py-2"
              data-test="offline-queue-item"
              data-status={item.status}
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words text-sm font-medium text-gray-900">
                  {item.summary}
                </span>
                <time
                  dateTime={item.recordedAt}
                  className="shrink-0 text-xs tabular-nums text-gray-600"
                >
                  {formatTime(item.recordedAt, zone)}
                </time>
              </div>
              {item.status === 'refused' ? (
                <div className="mt-1 flex items-center justify-between gap-2">
                  <p className="text-sm text-danger-800">{translateMessage(item.message ?? '')}</p>
                  <Button
                    variant="ghost"
                    onClick={() => void dismiss(item.key)}
                    data-test="offline-queue-dismiss"
                  >
                    {t('common.dismiss')}
                  </Button>
                </div>
              ) : (
                <p className="text-xs text-gray-600">
                  {item.attempts > 0
                    ? t('shell.offline.tried', { count: item.attempts })
                    : t('shell.offline.waitingItem')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
