import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { translate } from '@/lib/i18n';

export interface ConfirmOptions {
  title?: string;
  message?: ReactNode;
  /** The confirm button's label, e.g. "Delete". */
  actionLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (default true). */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

/** `const confirm = useConfirm(); if (await confirm({ actionLabel: 'Delete' })) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside <ShellProvider>.');
  return confirm;
}

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );
  const close = useCallback(
    (ok: boolean) => {
      pending?.resolve(ok);
      setPending(null);
    },
    [pending],
  );
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && <ConfirmModal {...pending} onClose={close} />}
    </ConfirmContext.Provider>
  );
}

function ConfirmModal({
  title,
  message,
  actionLabel,
  cancelLabel,
  danger = true,
  onClose,
}: ConfirmOptions & { onClose: (ok: boolean) => void }) {
  // Rendered by the provider around the Inertia app, outside any page: translate(), as the page's hook needs a page.
  title ??= translate('common.areYouSure');
  actionLabel ??= translate('common.confirm');
  cancelLabel ??= translate('common.cancel');
  // The safe choice has the focus: Enter on a stray keyboard never deletes.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      role="alertdialog"
      size="md"
      title={title}
      onClose={() => onClose(false)}
      initialFocus={cancelRef}
      data-test="confirm-modal"
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            data-test="confirm-modal-cancel"
            onClick={() => onClose(false)}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            data-test="confirm-modal-confirm"
            onClick={() => onClose(true)}
          >
            {actionLabel}
          </Button>
        </>
      }
    >
      {message && <div className="text-sm text-gray-700">{message}</div>}
    </Modal>
  );
}
