import { router, usePage } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { route } from '@/lib/route';
import Icon from './Icon';
import { useT } from '@/lib/i18n';

const item =
  'flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm text-gray-700 hover:bg-gray-100';

/**
 * The header's store switcher: the stores of the account's teams,
 * shown only when there is more than one. Choosing one makes every page that
 * store's (the server checks the membership again).
 */
export default function StoreSwitcher() {
  const { store_switcher: stores } = usePage().props;
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) =>
      root.current && !root.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  if (!stores || stores.length < 2) return null;
  // The shared list says which store this is: a page's own `store` prop (only some pages have one) is not the shell's.
  const current = stores.find((s) => s.current);

  // A different store's pages share nothing with this one's: no state or scroll is kept.
  const choose = (id: number) => {
    setOpen(false);
    router.post(
      route('teams.switch_store'),
      { store_id: id },
      { preserveState: false, preserveScroll: false },
    );
  };

  return (
    // Escape on the switcher itself is handled here, not only by the document listener, which is attached only after
    // the open menu paints: an Escape pressed at once would otherwise be missed.
    <div
      ref={root}
      className="relative min-w-0 shrink"
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        data-test="store-switcher"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('shell.store.current', { name: current?.name ?? '' })}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 min-w-11 max-w-56 items-center justify-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
      >
        <Icon name="home" className="h-4 w-4 shrink-0" />
        {/* On a phone the icon alone: the name would push the header wider than the screen; the menu names them. */}
        <span className="hidden truncate sm:inline">{current?.name}</span>
        <Icon name="chevron-down" className="hidden h-4 w-4 shrink-0 text-gray-600 sm:inline" />
      </button>
      {open && (
        <div
          role="menu"
          data-test="store-switcher-menu"
          className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-1rem)] overflow-hidden rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          <p className="border-b border-gray-100 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-gray-500">
            {t('shell.store.switch')}
          </p>
          {stores.map((s) => (
            <button
              key={s.id}
              type="button"
              role="menuitemradio"
              aria-checked={s.current}
              data-test={`switch-store-${s.id}`}
              disabled={s.current}
              onClick={() => choose(s.id)}
              className={`${item} ${s.current ? 'cursor-default font-semibold text-gray-900' : ''}`}
            >
              <span className="flex h-4 w-4 shrink-0 items-center justify-center">
                {s.current && <span className="h-2 w-2 rounded-full bg-emerald-600" />}
              </span>
              <span className="truncate">{s.name}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
