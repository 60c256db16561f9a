import { Head } from '@inertiajs/react';
import { ButtonLink } from '@/Components/ui/Button';
import { useHome } from '@/lib/home';
import { useT } from '@/lib/i18n';
import type { PageProps } from '@common/pages';

/** 403, 404, 419, 429, 500…: inside the admin shell for a signed-in user (app.tsx), with the way home. */
export default function ErrorPage({ status, message }: PageProps<'Error'>) {
  const home = useHome();
  const { t } = useT();
  return (
    <>
      <Head title={String(status)} />
      <div className="py-10 text-center">
        <h1 data-test="page-title" className="text-6xl font-bold tracking-tight text-gray-800">
          {status}
        </h1>
        <p data-test="error-page-message" className="mt-4 text-lg text-gray-700">
          {message}
        </p>
        <ButtonLink href={home.href} data-test="error-home" className="mt-8">
          {t('shell.backTo', { place: home.label })}
        </ButtonLink>
      </div>
    </>
  );
}
