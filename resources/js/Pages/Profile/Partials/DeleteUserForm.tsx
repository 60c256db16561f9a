import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import { Button, buttonClass } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { Props as ShowProps } from '@common/pages/Profile/Show';
import PasswordModal from './PasswordModal';
import Section from './Section';

/** An owner closes the store (after taking its data); anyone else deletes their own account. */
export default function DeleteUserForm({ deletion }: { deletion: ShowProps['deletion'] }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const form = useForm({ password: '', store_name: '' });
  const owner = deletion.kind === 'owner';
  const close = () => {
    setOpen(false);
    form.reset();
    form.clearErrors();
  };
  const submit = () =>
    form.delete(route('current-user.destroy'), { errorBag: 'deleteUser', preserveScroll: true });
  // The store's name in bold inside the sentence: the message marks where it goes.
  const closing = t('profile.close.explain', { store: '\u0000' }).split('\u0000');

  if (deletion.kind === 'none') {
    return (
      <Section
        title={t('profile.delete.title')}
        description={t('profile.delete.removeHelp')}
        data-test="delete-account"
      >
        <p className="text-sm text-gray-700">{t('profile.delete.superAdmin')}</p>
      </Section>
    );
  }
  return (
    <Section
      title={t(owner ? 'profile.close.title' : 'profile.delete.title')}
      description={t(owner ? 'profile.close.help' : 'profile.delete.help')}
      data-test="delete-account"
    >
      {owner ? (
        <div className="space-y-3 text-sm text-gray-700">
          <p>
            {closing[0]}
            <strong>{deletion.store_name}</strong>
            {closing[1]}
          </p>
          <p>{t('profile.close.exportHelp')}</p>
          <a
            href={route('profile.export')}
            download
            className={buttonClass({ variant: 'secondary' })}
            data-test="store-export"
          >
            {t('profile.close.download')}
          </a>
        </div>
      ) : (
        <p className="text-sm text-gray-700">{t('profile.delete.warning')}</p>
      )}
      <Button
        className="mt-4"
        variant="danger"
        onClick={() => setOpen(true)}
        data-test="delete-account-open"
      >
        {t(owner ? 'profile.close.button' : 'profile.delete.button')}
      </Button>
      <PasswordModal
        open={open}
        onClose={close}
        id="delete-account"
        title={t(owner ? 'profile.close.modalTitle' : 'profile.delete.modalTitle')}
        description={t(owner ? 'profile.close.modalHelp' : 'profile.delete.modalHelp')}
        password={form.data.password}
        onPassword={(v) => form.setData('password', v)}
        error={form.errors.password}
        busy={form.processing}
        confirmLabel={t(owner ? 'profile.close.button' : 'profile.delete.button')}
        danger
        onConfirm={submit}
      >
        {owner && (
          <Field
            name="store_name"
            id="delete-store-name"
            label={t('profile.close.storeName', { store: deletion.store_name ?? '' })}
            error={form.errors.store_name}
          >
            <TextInput
              name="store_name"
              id="delete-store-name"
              autoComplete="off"
              value={form.data.store_name}
              onChange={(e) => form.setData('store_name', e.target.value)}
              data-test="delete-store-name"
            />
          </Field>
        )}
      </PasswordModal>
    </Section>
  );
}
