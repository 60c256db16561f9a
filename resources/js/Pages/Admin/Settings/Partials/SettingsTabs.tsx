import { Link } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import { route } from '@/lib/route';
import type { SettingsTab, SettingsTabKey } from '@common/pages/Admin/Settings/types';

/**
 * The ten tabs as links (each is its own visit, ?tab=…), in a bar that
 * scrolls sideways inside itself when the screen is narrow: the open tab is
 * brought into view, and the page itself never scrolls sideways.
 */
export default function SettingsTabs({ tabs, current }: { tabs: SettingsTab[]; current: SettingsTabKey }) {
  const active = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const el = active.current;
    const bar = el?.closest('ul');
    if (!el || !bar) return;
    // Scroll the bar only (scrollIntoView would move the page too).
    bar.scrollLeft = el.offsetLeft - (bar.clientWidth - el.offsetWidth) / 2;
  }, [current]);

  return (
    <nav aria-label="Settings tabs" className="mb-6 border-b border-gray-200">
      <ul className="-mb-px flex overflow-x-auto overscroll-x-contain [scrollbar-width:thin]" data-test="settings-tabs">
        {tabs.map((t) => {
          const selected = t.key === current;
          return (
            <li key={t.key} className="shrink-0">
              <Link
                ref={selected ? active : undefined}
                href={route('settings.index', { tab: t.key })}
                preserveScroll
                aria-current={selected ? 'page' : undefined}
                data-test={`settings-tab-${t.key}`}
                className={`inline-flex min-h-12 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium ${
                  selected ? 'border-primary-600 text-primary-700' : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
                }`}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
