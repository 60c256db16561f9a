import { usePage } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import FlashBanner from '@/Components/shell/FlashBanner';
import AccountBanner from '@/Components/shell/AccountBanner';
import Footer from '@/Components/shell/Footer';
import Header from '@/Components/shell/Header';
import ScrollToTop from '@/Components/shell/ScrollToTop';
import Sidebar, { type SidebarMode } from '@/Components/shell/Sidebar';
import { MOBILE_QUERY, useMediaQuery } from '@/Components/shell/useMediaQuery';
import { useDeliveryLog } from '@/realtime/useDeliveryLog';

const MINIFIED_KEY = 'chairside.sidebar.minified';

function readMinified(): boolean {
  try {
    return localStorage.getItem(MINIFIED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The logged-in shell (docs/requirements.md §1, §4): sidebar, top bar, content, footer.
 * Persistent (attached in app.tsx), so menu state survives visits. The loading
 * overlay and confirm modal live in ShellProvider, around the whole app.
 */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  const { props, url } = usePage();
  const mobile = useMediaQuery(MOBILE_QUERY);
  // The drawer is open for one page at one size: it closes on navigation and whenever the viewport leaves mobile size.
  const here = `${url}|${mobile}`;
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === here;
  const setDrawerOpen = (open: boolean) => setDrawerOpenAt(open ? here : null);
  const [minified, setMinified] = useState(readMinified);
  const mode: SidebarMode = mobile ? 'drawer' : minified ? 'minified' : 'full';
  useDeliveryLog();

  const toggleMinified = () => {
    setMinified((on) => {
      try {
        localStorage.setItem(MINIFIED_KEY, on ? '0' : '1');
      } catch {
        /* private mode: the choice lasts for this page only */
      }
      return !on;
    });
  };

  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <Header
        drawerOpen={drawerOpen}
        minified={minified}
        onToggleDrawer={() => setDrawerOpen(!drawerOpen)}
        onToggleMinified={toggleMinified}
      />
      <div className="flex">
        <Sidebar mode={mode} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        <div className="flex min-h-[calc(100vh-4rem)] min-w-0 flex-1 flex-col">
          <main className="flex-1 p-4 md:p-6">
            <FlashBanner />
            <AccountBanner />
            {children}
          </main>
          <Footer brand={props.app?.name ?? ''} />
        </div>
      </div>
      <ScrollToTop />
    </div>
  );
}
