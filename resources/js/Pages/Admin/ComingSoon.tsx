import { Head } from '@inertiajs/react';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { ButtonLink } from '@/Components/ui/Button';
import { useHome } from '@/lib/home';
import type { PageProps } from '@common/pages';

/** A screen whose route and permission exist but whose page is not built yet. */
export default function ComingSoon({ name, message }: PageProps<'Admin/ComingSoon'>) {
  const home = useHome();
  const atHome = typeof window !== 'undefined' && new URL(home.href, window.location.href).pathname === window.location.pathname;
  return (
    <>
      <Head title={name} />
      <PageHeader title={name} />
      <EmptyState
        data-test="coming-soon"
        message={message}
        action={atHome ? undefined : <ButtonLink href={home.href} variant="secondary">Back to {home.label}</ButtonLink>}
      />
    </>
  );
}
