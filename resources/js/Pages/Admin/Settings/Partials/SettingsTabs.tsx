import { Link } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { SettingsTab, SettingsTabKey } from '@common/pages/Admin/Settings/types';

/** Each tab's name by its key (the server's label is the English one). */
export const TAB_LABELS = {
  appointment: 'settings.tab.appointment',
  business: 'settings.tab.business',
  checkins: 'settings.tab.checkins',
  invoice: 'settings.tab.invoice',
  notification: 'settings.tab.notification',
  pax: 'settings.tab.pax',
  payment: 'settings.tab.payment',
  'review-sms': 'settings.tab.reviewSms',
  rewards: 'settings.tab.rewards',
  tip: 'settings.tab.tip',
} as const satisfies Record<SettingsTabKey, string>;

/**
 * The ten tabs as links (each is its own visit, ?tab=…), in a bar that
 * scrolls sideways inside itself when the screen is narrow: the open tab is
 * brought into view, and the page itself never scrolls sideways.
 */
export default function SettingsTabs({
  tabs,
  current,
}: {
  tabs: SettingsTab[];
  current: SettingsTabKey;
}) {
  const { t } = useT();
  const active = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const el = active.current;
    const bar = el?.closest('ul');
    if (!el || !bar) return;
    // Scroll the bar only (scrollIntoView would move the page too).
    bar.scrollLeft = el.offsetLeft - (bar.clientWidth - el.offsetWidth) / 2;
  }, [current]);

  return (
    <nav aria-label={t('settings.tabsLabel')} className="mb-6 border-b border-gray-200">
      <ul
        className="-mb-px flex overflow-x-auto overscroll-x-contain [scrollbar-width:thin]"
        data-test="settings-tabs"
      >
        {tabs.map((tab) => {
          const selected = tab.key === current;
          return (
            <li key={tab.key} className="shrink-0">
              <Link
                ref={selected ? active : undefined}
                href={route('settings.index', { tab: tab.key })}
                preserveScroll
                aria-current={selected ? 'page' : undefined}
                data-test={`settings-tab-${tab.key}`}
                className={`inline-flex min-h-12 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium ${
                  selected
                    ? 'border-primary-600 text-primary-700'
                    : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
                }`}
              >
                {t(TAB_LABELS[tab.key])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
