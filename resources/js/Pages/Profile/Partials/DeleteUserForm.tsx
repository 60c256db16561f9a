import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import { Button, buttonClass } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { Props as ShowProps } from '@common/pages/Profile/Show';
import PasswordModal from './PasswordModal';
import Section from './Section';

/** An owner closes the store (after taking its data); anyone else deletes their own account. */
export default function DeleteUserForm({ deletion }: { deletion: ShowProps['deletion'] }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ password: '', store_name: '' });
  const owner = deletion.kind === 'owner';
  const close = () => {
    setOpen(false);
    form.reset();
    form.clearErrors();
  };
  const submit = () => form.delete(route('current-user.destroy'), { errorBag: 'deleteUser', preserveScroll: true });

  if (deletion.kind === 'none') {
    return (
      <Section title="Delete Account" description="Remove your account." data-test="delete-account">
        <p className="text-sm text-gray-700">A super admin account cannot be deleted here.</p>
      </Section>
    );
  }
  return (
    <Section title={owner ? 'Close Store' : 'Delete Account'} description={owner ? 'Close the store and your account.' : 'Delete your account for good.'} data-test="delete-account">
      {owner ? (
        <div className="space-y-3 text-sm text-gray-700">
          <p>Closing <strong>{deletion.store_name}</strong> signs out everyone of it, and nobody of it (you, managers, staff at the stations) can sign in again. Its records are kept, not deleted.</p>
          <p>Download the store's data first: customers, services, employees and tickets with their lines and payments, as one JSON file.</p>
          <a href={route('profile.export')} download className={buttonClass({ variant: 'secondary' })} data-test="store-export">Download my store's data</a>
        </div>
      ) : (
        <p className="text-sm text-gray-700">Your name and email are removed from the account and you cannot sign in with it again.</p>
      )}
      <Button className="mt-4" variant="danger" onClick={() => setOpen(true)} data-test="delete-account-open">{owner ? 'Close store' : 'Delete account'}</Button>
      <PasswordModal
        open={open}
        onClose={close}
        id="delete-account"
        title={owner ? 'Close the store' : 'Delete your account'}
        description={owner ? `Type the store's name and your password. This cannot be undone here.` : 'Type your password. This cannot be undone.'}
        password={form.data.password}
        onPassword={(v) => form.setData('password', v)}
        error={form.errors.password}
        busy={form.processing}
        confirmLabel={owner ? 'Close store' : 'Delete account'}
        danger
        onConfirm={submit}
      >
        {owner && (
          <Field name="store_name" id="delete-store-name" label={`Store name (${deletion.store_name ?? ''})`} error={form.errors.store_name}>
            <TextInput name="store_name" id="delete-store-name" autoComplete="off" value={form.data.store_name} onChange={(e) => form.setData('store_name', e.target.value)} data-test="delete-store-name" />
          </Field>
        )}
      </PasswordModal>
    </Section>
  );
}
