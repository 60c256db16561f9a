import { Link, usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { useHome } from '@/lib/home';
import { route } from '@/lib/route';
import Icon from './Icon';
import UserMenu from './UserMenu';
import StoreSwitcher from './StoreSwitcher';
import { useT } from '@/lib/i18n';

interface Props {
  drawerOpen: boolean;
  minified: boolean;
  onToggleDrawer: () => void;
  onToggleMinified: () => void;
}

const iconButton =
  'h-11 w-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 hover:text-gray-900';

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  );
  useEffect(() => {
    const sync = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // Browsers may refuse (no user gesture, kiosk policy); the state follows fullscreenchange either way.
    request?.catch(() => setOn(!!document.fullscreenElement));
  };
  return [on, toggle];
}

/** The top bar (docs/requirements.md §2 Header). */
export default function Header({ drawerOpen, minified, onToggleDrawer, onToggleMinified }: Props) {
  const { logo, station_name, auth, app } = usePage().props;
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const { t } = useT();
  // The logo leads home: the first page this account may see (never a 403).
  const home = useHome();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-gray-200 bg-white px-2 md:px-4">
      <button
        type="button"
        data-test="menu-toggle-mobile"
        aria-label={t('shell.openMenu')}
        aria-expanded={drawerOpen}
        onClick={onToggleDrawer}
        className={`${iconButton} inline-flex desktop:hidden`}
      >
        <Icon name="menu" />
      </button>
      <Link href={home.href} data-test="logo" className="flex shrink-0 items-center rounded-lg">
        {/* Width and height reserve the logo's box before the image arrives (no layout shift, no 0 px link). */}
        <img
          src={logo}
          alt={app?.name ?? ''}
          width={200}
          height={50}
          className="h-[50px] w-auto max-w-[40vw] object-contain object-left"
        />
      </Link>
      <button
        type="button"
        data-test="menu-toggle-desktop"
        aria-label={minified ? t('shell.expandMenu') : t('shell.collapseMenu')}
        aria-pressed={minified}
        onClick={onToggleMinified}
        className={`${iconButton} hidden desktop:inline-flex`}
      >
        <Icon name={minified ? 'menu' : 'menu-fold'} />
      </button>
      <div className="flex-1" />
      <StoreSwitcher />
      {station_name && (
        <Link
          href={route('stations.index')}
          data-test="station-button"
          aria-label={t('shell.station', { name: station_name })}
          className="inline-flex min-h-11 min-w-11 max-w-48 shrink items-center justify-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          <Icon name="monitor" className="h-4 w-4 shrink-0" />
          {/* On a phone the icon alone: the name would push the header wider than the screen. */}
          <span className="hidden truncate sm:inline">{station_name}</span>
        </Link>
      )}
      <button
        type="button"
        data-test="fullscreen-toggle"
        data-state={fullscreen ? 'on' : 'off'}
        aria-pressed={fullscreen}
        aria-label={fullscreen ? t('shell.exitFullScreen') : t('shell.fullScreen')}
        onClick={toggleFullscreen}
        className={`${iconButton} inline-flex`}
      >
        <Icon name={fullscreen ? 'minimize' : 'maximize'} />
      </button>
      <UserMenu user={auth?.user ?? null} />
    </header>
  );
}
