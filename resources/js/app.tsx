import '../css/app.css';
import './lib/renderTiming';
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react';
import type { Page } from '@inertiajs/core';
import type { SharedProps } from '@/lib/types';
import DefaultLayout from '@/Layouts/DefaultLayout';
import ShellProvider from '@/Components/shell/ShellProvider';
import { loadLocale } from '@/lib/i18n';
import { toLocale } from '@common/i18n';
import { registerServiceWorker } from '@/offline/serviceWorker';

// One chunk per page, fetched when the page is first shown (Partials are pulled in by their pages).
const pages = import.meta.glob<{ default: ResolvedComponent }>([
  './Pages/**/*.tsx',
  '!./Pages/**/Partials/**',
]);

/** The brand comes from the document the server rendered (<meta name="application-name">). */
const brand =
  document.querySelector('meta[name="application-name"]')?.getAttribute('content') || 'Chairside'; // the brand: i18n-ignore

/**
 * Layouts by page-name prefix, in one place (docs/architecture.md "Layout"): admin
 * pages get the admin shell except turn management, which has none; an error
 * page for a signed-in user stays inside the admin shell (its menu is the way
 * out), and so does the profile; all other pages get the default layout. They are persistent layouts.
 */
function shellFor(name: string, page: { props: unknown } | undefined): 'admin' | 'default' | null {
  if (name === 'Admin/TurnManagements/Index') return null;
  if (name === 'Error' && (page?.props as Partial<SharedProps> | undefined)?.auth?.user)
    return 'admin';
  // The profile (and its API tokens) are signed-in pages of every role: they sit in the shell the user menu opened them from.
  // Welcome comes at the end of first-run setup and stays in the shell like Setup.
  // Teams are an owner's back-office pages too (the emailed invitation, TeamInvitations/*, is for guests as well).
  return name.startsWith('Admin/') ||
    name.startsWith('Profile/') ||
    name.startsWith('API/') ||
    name.startsWith('Teams/') ||
    name === 'Welcome'
    ? 'admin'
    : 'default';
}

/**
 * The admin shell (sidebar, header, store switcher) is a chunk of its own, fetched with the first page that sits in
 * it: the sign-in page and the customer pages never load it (docs/performance.md's bundle budgets).
 */
type AdminLayoutComponent = (typeof import('@/Layouts/AdminLayout'))['default'];
let adminLayout: AdminLayoutComponent | null = null;
const loadAdminLayout = async () => {
  adminLayout ??= (await import('@/Layouts/AdminLayout')).default;
};

function layoutFor(name: string, page: Page) {
  const shell = shellFor(name, page);
  // resolve() has loaded the admin shell before any page that sits in it renders.
  return shell === 'admin' ? adminLayout : shell === 'default' ? DefaultLayout : null;
}

createInertiaApp({
  // "Page title - Product" (docs/requirements.md §1); the server's first-visit <title> follows the same rule.
  title: (title) => (title ? `${title} - ${brand}` : brand),
  // The page's messages (in its language, English under them) arrive with its chunk, so t() never waits.
  resolve: async (name, page) => {
    const load = pages[`./Pages/${name}.tsx`];
    if (!load) throw new Error(`Page not found: ${name}`);
    const [module] = await Promise.all([
      load(),
      loadLocale(toLocale(page?.props.locale), name),
      shellFor(name, page) === 'admin' ? loadAdminLayout() : undefined,
    ]);
    return module.default;
  },
  layout: layoutFor,
  // Grey, shown after 250 ms (docs/requirements.md §1).
  progress: { color: '#9ca3af', delay: 250 },
  withApp: (app) => <ShellProvider>{app}</ShellProvider>,
});

registerServiceWorker();
