import { Link, usePage } from '@inertiajs/react';
import { useMemo, useState } from 'react';
import { hasRoute, isCurrentRoute, route } from '@/lib/route';
import { isMenuGroup, type MenuEntry, type MenuItem } from '@/lib/types';
import { useT } from '@/lib/i18n';
import Icon from './Icon';

export type SidebarMode = 'drawer' | 'full' | 'minified';

interface Props {
  mode: SidebarMode;
  /** Drawer mode only: whether the drawer is shown. */
  open: boolean;
  onClose: () => void;
}

/** Entries whose route the table lacks are left out rather than breaking the whole shell. */
function linkable(items: MenuItem[]): MenuItem[] {
  const ok = (e: MenuEntry) =>
    hasRoute(e.route) ||
    (console.error(`Menu route '${e.route}' is not in the route list.`), false);
  return items
    .map((i) => (isMenuGroup(i) ? { ...i, children: i.children.filter(ok) } : i))
    .filter((i) => (isMenuGroup(i) ? i.children.length > 0 : ok(i)));
}

export default function Sidebar({ mode, open, onClose }: Props) {
  const { props } = usePage();
  const { t } = useT();
  // The server names entries in English; the catalogue has each by its route (a new entry shows in English until it is added).
  const named = (key: string, english: string) => {
    const text = t(key);
    return text === key ? english : text;
  };
  const label = (e: MenuEntry) => named(`shell.menu.${e.route}`, e.label);
  const menu = useMemo(() => linkable(props.menu ?? []), [props.menu]);
  // isCurrentRoute reads window.location; this renders again on every visit (the page changes).
  const active =
    menu.flatMap((i) => (isMenuGroup(i) ? i.children : [i])).find((e) => isCurrentRoute(e.route))
      ?.route ?? null;
  const activeGroup = menu.find(
    (i) => isMenuGroup(i) && i.children.some((c) => c.route === active),
  );
  const activeGroupName = activeGroup && isMenuGroup(activeGroup) ? activeGroup.group : null;
  // Only one group is open at a time; the one holding the current page opens when that page is reached.
  const [openGroup, setOpenGroup] = useState<string | null>(activeGroupName);
  const [seenActiveGroup, setSeenActiveGroup] = useState(activeGroupName);
  if (activeGroupName !== seenActiveGroup) {
    setSeenActiveGroup(activeGroupName);
    if (activeGroupName) setOpenGroup(activeGroupName);
  }
  const mini = mode === 'minified';
  const hidden = mode === 'drawer' && !open;

  const entry = (e: MenuEntry, child = false) => (
    <li key={e.route}>
      <Link
        href={route(e.route, e.query)}
        data-test={`nav-${e.route}`}
        aria-current={e.route === active ? 'page' : undefined}
        title={mini ? label(e) : undefined}
        onClick={() => mode === 'drawer' && onClose()}
        className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${child && !mini ? 'pl-11' : ''} ${mini ? 'justify-center' : ''} ${
          e.route === active
            ? 'bg-primary-700 text-white'
            : 'text-gray-300 hover:bg-gray-800 hover:text-white'
        }`}
      >
        <Icon name={e.icon} className={`shrink-0 ${child ? 'h-4 w-4' : 'h-5 w-5'}`} />
        {!mini && <span className="truncate">{label(e)}</span>}
      </Link>
    </li>
  );

  return (
    <>
      {mode === 'drawer' && open && (
        <div className="fixed inset-0 z-40 bg-gray-900/50" aria-hidden="true" onClick={onClose} />
      )}
      <aside
        data-test="sidebar"
        data-mode={mode}
        data-open={String(mode === 'drawer' && open)}
        aria-label={t('shell.mainMenu')}
        className={`bg-gray-900 text-gray-100 transition-[width,transform,visibility] duration-200 ${
          mode === 'drawer'
            ? `fixed inset-y-0 left-0 z-50 w-72 overflow-y-auto shadow-xl ${hidden ? 'invisible -translate-x-full' : 'visible translate-x-0'}`
            : `sticky top-16 h-[calc(100vh-4rem)] shrink-0 overflow-y-auto ${mini ? 'w-20' : 'w-64'}`
        }`}
      >
        {mode === 'drawer' && (
          <div className="flex items-center justify-between border-b border-gray-800 px-4 py-2">
            <span className="font-semibold">{props.app?.name}</span>
            <button
              type="button"
              aria-label={t('shell.closeMenu')}
              onClick={onClose}
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-gray-800"
            >
              <Icon name="x" />
            </button>
          </div>
        )}
        <nav className="p-3">
          <ul className="space-y-1">
            {menu.map((item) => {
              if (!isMenuGroup(item)) return entry(item);
              const expanded = openGroup === item.group;
              return (
                <li key={item.group}>
                  <button
                    type="button"
                    data-test={`nav-group-${item.group}`}
                    aria-expanded={expanded}
                    title={mini ? named(`shell.group.${item.group}`, item.group) : undefined}
                    onClick={() => setOpenGroup(expanded ? null : item.group)}
                    className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-300 hover:bg-gray-800/60 hover:text-white ${mini ? 'justify-center' : ''} ${
                      item.group === activeGroupName ? 'text-white' : ''
                    }`}
                  >
                    <Icon name={item.icon} className="h-5 w-5 shrink-0" />
                    {!mini && (
                      <span className="flex-1 truncate text-left">
                        {named(`shell.group.${item.group}`, item.group)}
                      </span>
                    )}
                    {!mini && (
                      <Icon
                        name="chevron-down"
                        className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                      />
                    )}
                  </button>
                  {expanded && (
                    <ul className={`mt-1 space-y-1 ${mini ? 'rounded-lg bg-gray-800/40' : ''}`}>
                      {item.children.map((c) => entry(c, true))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
    </>
  );
}
