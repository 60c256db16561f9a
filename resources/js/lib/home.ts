import { usePage } from '@inertiajs/react';
import { hasRoute, route } from './route';
import { isMenuGroup } from './types';
import { translate } from './i18n';

/**
 * Where "home" is for whoever is looking: the signed-in account's first menu
 * entry (the server's homeRouteFor, sent as the `home` prop), so the logo and
 * every "back" link lead to a page it may see; the log-in page for a guest.
 */
export function useHome(): { href: string; label: string } {
  const { home, menu } = usePage().props;
  if (!home || !hasRoute(home)) return { href: route('login'), label: translate('common.logIn') };
  const entry = (menu ?? [])
    .flatMap((i) => (isMenuGroup(i) ? i.children : [i]))
    .find((e) => e.route === home);
  return { href: route(home, entry?.query), label: entry?.label ?? translate('common.home') };
}
