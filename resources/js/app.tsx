import '../css/app.css';
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react';
import AdminLayout from '@/Layouts/AdminLayout';
import DefaultLayout from '@/Layouts/DefaultLayout';
import ShellProvider from '@/Components/shell/ShellProvider';

const pages = import.meta.glob<{ default: ResolvedComponent }>('./Pages/**/*.tsx');

/** The brand comes from the document the server rendered (<meta name="application-name">). */
const brand = document.querySelector('meta[name="application-name"]')?.getAttribute('content') || 'Chairside';

/**
 * Layouts by page-name prefix, in one place (ARCHITECTURE "Layout"): admin
 * pages get the admin shell except turn management, which has none; all
 * other pages get the default layout. They are persistent layouts.
 */
function layoutFor(name: string) {
  if (name === 'Admin/TurnManagements/Index') return null;
  return name.startsWith('Admin/') ? AdminLayout : DefaultLayout;
}

createInertiaApp({
  // "Page title - Product" (spec §1); the server's first-visit <title> follows the same rule.
  title: (title) => (title ? `${title} - ${brand}` : brand),
  resolve: async (name) => {
    const load = pages[`./Pages/${name}.tsx`];
    if (!load) throw new Error(`Page not found: ${name}`);
    return (await load()).default;
  },
  layout: layoutFor,
  // Grey, shown after 250 ms (spec §1).
  progress: { color: '#9ca3af', delay: 250 },
  withApp: (app) => <ShellProvider>{app}</ShellProvider>,
});
