import type { ReactNode } from 'react';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The field's id, unique on the page (several of these modals live on it). */
  id: string;
  password: string;
  onPassword: (value: string) => void;
  error?: string;
  busy: boolean;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  /** More fields above the password (the store's name, when closing it). */
  children?: ReactNode;
}

/** "Type your password to go on": the dialog every sensitive action of the profile opens. */
export default function PasswordModal({
  open,
  onClose,
  title,
  description,
  id,
  password,
  onPassword,
  error,
  busy,
  confirmLabel,
  danger = false,
  onConfirm,
  children,
}: Props) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="md"
      locked={busy}
      closeOnBackdrop={false}
      data-test={`${id}-modal`}
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            variant={danger ? 'danger' : 'primary'}
            busy={busy}
            data-test={`${id}-confirm`}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-600">{description}</p>
        {children}
        <Field name="password" id={`${id}-password`} label={t('ui.password')} error={error}>
          <TextInput
            name="password"
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => onPassword(e.target.value)}
            data-test={`${id}-password`}
          />
        </Field>
      </div>
    </Modal>
  );
}
