import { Head, usePage } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { ButtonLink } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import UpdateProfileInformationForm from './Partials/UpdateProfileInformationForm';
import UpdatePasswordForm from './Partials/UpdatePasswordForm';
import TwoFactorAuthenticationForm from './Partials/TwoFactorAuthenticationForm';
import LogoutOtherBrowserSessionsForm from './Partials/LogoutOtherBrowserSessionsForm';
import DeleteUserForm from './Partials/DeleteUserForm';
import Section from './Partials/Section';
import LanguageSelect from '@/Components/LanguageSelect';
import { useT } from '@/lib/i18n';

/** profiles.index: the signed-in account's own settings (spec: profile with its five partials). */
export default function Show({ user, two_factor, sessions, deletion }: PageProps<'Profile/Show'>) {
  // API tokens act for a store: a store's accounts have them, the platform's and referral partners' do not.
  const me = usePage().props.auth.user;
  const { t, locale } = useT();
  const storeAccount = !!me && !me.is_referal && !me.roles.some((r) => r.name === 'super admin');
  return (
    <>
      <Head title={t('profile.title')} />
      <PageHeader
        title={t('profile.title')}
        description={t('profile.description')}
        actions={
          storeAccount && (
            <ButtonLink
              variant="secondary"
              href={route('api-tokens.index')}
              data-test="api-tokens-link"
            >
              {t('profile.apiTokens')}
            </ButtonLink>
          )
        }
      />
      <UpdateProfileInformationForm user={user} />
      <Section
        title={t('profile.language')}
        description={t('profile.languageHelp')}
        data-test="profile-language"
      >
        <LanguageSelect
          value={locale}
          url={route('locale.update')}
          method="post"
          label={t('profile.language')}
        />
      </Section>
      <UpdatePasswordForm />
      <TwoFactorAuthenticationForm twoFactor={two_factor} />
      <LogoutOtherBrowserSessionsForm sessions={sessions} />
      <DeleteUserForm deletion={deletion} />
    </>
  );
}
