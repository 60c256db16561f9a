import { Link, router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { route } from '@/lib/route';
import type { AuthUser } from '@/lib/types';
import Icon from './Icon';
import { useT } from '@/lib/i18n';
import { setKeyboardEnabled, useKeyboardEnabled } from '@/Components/keyboard/useVirtualKeyboard';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

const item =
  'flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm text-gray-700 hover:bg-gray-100';

/** The user's name (or Guest) and avatar, with Edit Profile and Log out (docs/requirements.md §2 Header). */
export default function UserMenu({ user }: { user: AuthUser | null }) {
  const [open, setOpen] = useState(false);
  const keyboardOn = useKeyboardEnabled();
  const { t } = useT();
  const name = user?.name ?? t('shell.guest');
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

  // Logging out is a POST, and no page state survives it (docs/requirements.md §4).
  const logout = () => {
    setOpen(false);
    router.post(route('logout'), {}, { preserveState: false, preserveScroll: false });
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-test="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={name}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-gray-100"
      >
        <img
          src={user?.avatar_url || DEFAULT_AVATAR}
          onError={(e) =>
            e.currentTarget.src.endsWith(DEFAULT_AVATAR) || (e.currentTarget.src = DEFAULT_AVATAR)
          }
          alt=""
          className="h-9 w-9 rounded-full bg-gray-200 object-cover"
        />
        <span className="hidden max-w-40 truncate text-sm font-medium text-gray-800 sm:inline">
          {name}
        </span>
        <Icon name="chevron-down" className="hidden h-4 w-4 text-gray-600 sm:inline" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-50 mt-2 w-56 overflow-hidden rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          <p className="truncate border-b border-gray-100 px-4 py-2 text-sm font-semibold text-gray-900 sm:hidden">
            {name}
          </p>
          <Link
            href={route('profiles.index')}
            role="menuitem"
            data-test="edit-profile"
            onClick={() => setOpen(false)}
            className={item}
          >
            <Icon name="user-edit" className="h-4 w-4" /> {t('shell.editProfile')}
          </Link>
          {/* Per device: a tablet at a station wants it, the front-desk computer with a real keyboard does not. */}
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={keyboardOn}
            data-test="keyboard-toggle"
            onClick={() => setKeyboardEnabled(!keyboardOn)}
            className={item}
          >
            <Icon name="keyboard" className="h-4 w-4" />{' '}
            {t('shell.keyboard', { state: keyboardOn ? 'on' : 'off' })}
          </button>
          <button
            type="button"
            role="menuitem"
            data-test="logout"
            onClick={logout}
            className={item}
          >
            <Icon name="log-out" className="h-4 w-4" /> {t('shell.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
