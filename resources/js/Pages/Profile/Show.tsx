import { Head } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import type { PageProps } from '@common/pages';
import UpdateProfileInformationForm from './Partials/UpdateProfileInformationForm';
import UpdatePasswordForm from './Partials/UpdatePasswordForm';
import TwoFactorAuthenticationForm from './Partials/TwoFactorAuthenticationForm';
import LogoutOtherBrowserSessionsForm from './Partials/LogoutOtherBrowserSessionsForm';
import DeleteUserForm from './Partials/DeleteUserForm';

/** profiles.index: the signed-in account's own settings (spec: profile with its five partials). */
export default function Show({ user, two_factor, sessions, deletion }: PageProps<'Profile/Show'>) {
  return (
    <>
      <Head title="Profile" />
      <PageHeader title="Profile" description="Your name, email, photo, password, two-factor authentication and signed-in browsers." />
      <UpdateProfileInformationForm user={user} />
      <UpdatePasswordForm />
      <TwoFactorAuthenticationForm twoFactor={two_factor} />
      <LogoutOtherBrowserSessionsForm sessions={sessions} />
      <DeleteUserForm deletion={deletion} />
    </>
  );
}
