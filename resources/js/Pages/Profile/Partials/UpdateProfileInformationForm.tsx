import { router, useForm } from '@inertiajs/react';
import { useRef, useState, type ChangeEvent } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, buttonClass } from '@/Components/ui/Button';
import { DEFAULT_AVATAR } from '@/Components/shell/UserMenu';
import { readXsrfToken } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { Props as ShowProps } from '@common/pages/Profile/Show';
import Section from './Section';

const MAX_BYTES = 1024 * 1024;

/** Name, email (a new one needs the password and is verified again) and the photo. */
export default function UpdateProfileInformationForm({ user }: { user: ShowProps['user'] }) {
  const { t } = useT();
  const form = useForm({ name: user.name, email: user.email, password: '' });
  const emailChanged = form.data.email.trim().toLowerCase() !== user.email.toLowerCase();
  const submit = () =>
    form.put(route('user-profile-information.update'), {
      errorBag: 'updateProfileInformation',
      preserveScroll: true,
      onSuccess: () => form.reset('password'),
    });

  return (
    <Section
      title={t('profile.info.title')}
      description={t('profile.info.description')}
      data-test="profile-information"
    >
      <AvatarPicker url={user.avatar_url} name={user.name} />
      <Form onSubmit={submit} errors={form.errors} className="mt-6 space-y-4">
        <Field name="name" id="profile-name" label={t('ui.name')} error={form.errors.name}>
          <TextInput
            name="name"
            id="profile-name"
            autoComplete="name"
            maxLength={100}
            value={form.data.name}
            onChange={(e) => form.setData('name', e.target.value)}
          />
        </Field>
        <Field
          name="email"
          id="profile-email"
          label={t('ui.email')}
          error={form.errors.email}
          help={user.email_verified ? undefined : t('profile.info.unverified')}
        >
          <TextInput
            name="email"
            id="profile-email"
            type="email"
            autoComplete="email"
            value={form.data.email}
            onChange={(e) => form.setData('email', e.target.value)}
          />
        </Field>
        {(emailChanged || form.errors.password) && (
          <Field
            name="password"
            id="profile-password"
            label={t('profile.info.passwordForEmail')}
            error={form.errors.password}
          >
            <TextInput
              name="password"
              id="profile-password"
              type="password"
              autoComplete="current-password"
              value={form.data.password}
              onChange={(e) => form.setData('password', e.target.value)}
            />
          </Field>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('common.saving')}
            data-test="profile-save"
          >
            {t('common.save')}
          </Button>
          {!user.email_verified && (
            <Button variant="ghost" onClick={() => router.post(route('verification.send'))}>
              {t('profile.info.resend')}
            </Button>
          )}
        </div>
      </Form>
    </Section>
  );
}

/** The photo: sent as the request body itself (PNG, JPEG or WebP, 1 MB at most), then the page reloads its props. */
function AvatarPicker({ url, name }: { url: string | null; name: string }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) return setError(t('profile.avatar.tooLarge'));
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(route('profile.avatar.update'), {
        method: 'PUT',
        credentials: 'same-origin',
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-XSRF-TOKEN': readXsrfToken() ?? '',
        },
        body: file,
      });
      const data = (await res.json().catch(() => null)) as {
        errors?: { avatar?: string };
        message?: string;
      } | null;
      if (!res.ok) setError(data?.errors?.avatar ?? data?.message ?? t('profile.avatar.notSaved'));
      else router.reload();
    } catch {
      setError(t('profile.avatar.notSent'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={url || DEFAULT_AVATAR}
        alt={t('profile.avatar.alt', { name })}
        width={80}
        height={80}
        className="h-20 w-20 rounded-full border border-gray-200 object-cover"
        data-test="profile-avatar"
      />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {/* The input covers its label, transparent: the whole 44 px button is the tap target, and it keeps keyboard focus. */}
          <label
            className={buttonClass(
              { variant: 'secondary' },
              `relative focus-within:ring-2 focus-within:ring-primary-500 ${busy ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
            )}
          >
            {busy ? t('profile.avatar.uploading') : t('profile.avatar.choose')}
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              onChange={upload}
              data-test="profile-avatar-input"
            />
          </label>
          {url && (
            <Button
              variant="ghost"
              destructive
              onClick={() =>
                router.delete(route('profile.avatar.destroy'), { preserveScroll: true })
              }
            >
              {t('profile.avatar.remove')}
            </Button>
          )}
        </div>
        {error ? (
          <p className="text-sm font-medium text-danger-700" data-test="error-avatar">
            {error}
          </p>
        ) : (
          <p className="text-sm text-gray-600">{t('profile.avatar.help')}</p>
        )}
      </div>
    </div>
  );
}
