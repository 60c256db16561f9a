import { Head, Link, router, useForm, usePage } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, textLinkClass as authLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { TeamRole } from '@common/teamRoles';

const ROLE_LABEL = {
  owner: 'teaminvitations.role.owner',
  manager: 'teaminvitations.role.manager',
  'front desk': 'teaminvitations.role.frontDesk',
} as const satisfies Record<TeamRole, string>;
const UNUSABLE = {
  invalid: 'teaminvitations.invalid',
  expired: 'teaminvitations.expired',
  revoked: 'teaminvitations.revoked',
} as const;

/** Marks where a value goes in a message, so it can be set in bold wherever the language puts it. */
const MARK = '\u0000';
const parts = (text: string) => text.split(MARK);

/**
 * The emailed link (team-invitations.show): accept as the invited account,
 * make the account, or sign in first and come back; or why it cannot be used.
 */
export default function Show({
  state,
  message,
  invitation,
  action,
  login_url,
  token,
}: PageProps<'TeamInvitations/Show'>) {
  const { errors } = usePage().props;
  const { t } = useT();
  // The server's message (controllers/teamInvitations.ts) is in English: said again from what the page knows.
  const said =
    state !== 'pending' && state !== 'accepted'
      ? t(UNUSABLE[state])
      : state === 'accepted'
        ? // i18n-ignore-next-line: recognises the server's English
          invitation && message?.startsWith(`You are on `)
          ? t('teaminvitations.youAreOn', { team: invitation.team })
          : t('teaminvitations.used')
        : action === 'wrong_account' && invitation
          ? t('teaminvitations.wrongAccount', { email: invitation.email })
          : message;
  const summary = parts(
    t('teaminvitations.summary', {
      team: `${MARK}team${MARK}`,
      role: `${MARK}role${MARK}`,
      store: invitation?.store ?? '',
    }),
  );
  return (
    <>
      <Head title={t('teaminvitations.title')} />
      <h1 data-test="page-title" className="mb-4 text-center text-2xl font-semibold">
        {t('teaminvitations.heading')}
      </h1>
      {invitation && (
        <p className="mb-4 text-center text-gray-700" data-test="invitation-summary">
          {summary.map((part, i) =>
            i % 2 === 0 ? (
              part
            ) : (
              <strong key={part}>
                {part === 'team' ? invitation.team : t(ROLE_LABEL[invitation.role])}
              </strong>
            ),
          )}
        </p>
      )}
      {message && (
        <p
          role={state === 'pending' ? undefined : 'alert'}
          className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-test="invitation-message"
        >
          {said}
        </p>
      )}
      {errors?.name && action !== 'register' && (
        <p role="alert" className="mb-4 text-sm text-red-600" data-test="error-name">
          {errors.name}
        </p>
      )}
      {state === 'pending' && action === 'accept' && <Accept token={token} />}
      {state === 'pending' && action === 'register' && invitation && (
        <Register token={token} email={invitation.email} />
      )}
      {state === 'pending' && action === 'login' && login_url && (
        <div className="space-y-3 text-center">
          <p className="text-sm text-gray-700">
            {t('teaminvitations.accountExists', { email: invitation?.email ?? '' })}
          </p>
          <Link
            href={login_url}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700"
            data-test="invitation-login"
          >
            {t('teaminvitations.loginToAccept')}
          </Link>
        </div>
      )}
      {state !== 'pending' && (
        <div className="mt-6 text-center">
          <Link href={route('login')} className={authLink}>
            {t('teaminvitations.goToLogin')}
          </Link>
        </div>
      )}
    </>
  );
}

function Accept({ token }: { token: string }) {
  const { t } = useT();
  const accept = () => router.post(route('team-invitations.accept', { token }));
  return (
    <Button block data-test="invitation-accept" onClick={accept}>
      {t('teaminvitations.accept')}
    </Button>
  );
}

function Register({ token, email }: { token: string; email: string }) {
  const { t } = useT();
  const [before, after = ''] = parts(t('teaminvitations.createFor', { email: MARK }));
  const form = useForm({ name: '', password: '', password_confirmation: '' });
  const submit = () =>
    form.post(route('team-invitations.accept', { token }), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    });
  return (
    <Form
      onSubmit={submit}
      errors={form.errors}
      className="space-y-4"
      data-test="invitation-register"
    >
      <p className="text-sm text-gray-700">
        {before}
        <strong className="break-all">{email}</strong>
        {after}
      </p>
      <Field name="name" label={t('teaminvitations.yourName')} error={form.errors.name}>
        <TextInput
          name="name"
          autoComplete="name"
          autoFocus
          maxLength={255}
          value={form.data.name}
          onChange={(e) => form.setData('name', e.target.value)}
        />
      </Field>
      <Field name="password" label={t('ui.password')} error={form.errors.password}>
        <TextInput
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
        />
      </Field>
      <Field
        name="password_confirmation"
        label={t('teaminvitations.confirmPassword')}
        error={form.errors.password_confirmation}
      >
        <TextInput
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={form.data.password_confirmation}
          onChange={(e) => form.setData('password_confirmation', e.target.value)}
        />
      </Field>
      <Button
        type="submit"
        block
        data-test="invitation-create-account"
        busy={form.processing}
        busyLabel={t('teaminvitations.creating')}
      >
        {t('teaminvitations.createAndJoin')}
      </Button>
    </Form>
  );
}
