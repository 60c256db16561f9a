import { usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import FlashBanner from '@/Components/shell/FlashBanner';
import Footer from '@/Components/shell/Footer';

/**
 * Everything outside the admin area (docs/requirements.md §2): sign-in pages and the error
 * page get a centered card under the logo; customer pages a wider column;
 * the footer (copyright, privacy policy, terms) under both.
 */
export default function DefaultLayout({ children }: { children?: ReactNode }) {
  const { component, props } = usePage();
  const card = component.startsWith('Auth/') || component === 'Error';
  return (
    <div className="flex min-h-screen flex-col items-center bg-gray-100 px-4 py-8 text-gray-900 sm:justify-center">
      <img
        src={props.logo || '/logo.svg'}
        alt={props.app?.name ?? ''}
        width={200}
        height={50}
        className="mb-6 h-[50px] w-auto"
      />
      <main
        className={`w-full ${card ? 'max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8' : 'max-w-5xl'}`}
      >
        {/* Field errors show under their fields on these forms; the banner carries flash messages only. */}
        <FlashBanner includeErrors={false} />
        {children}
      </main>
      <div className="mt-8 w-full max-w-5xl">
        <Footer brand={props.app?.name ?? ''} />
      </div>
    </div>
  );
}
