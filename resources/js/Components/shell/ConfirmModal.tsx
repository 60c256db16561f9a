import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

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

function ConfirmModal({ title = 'Are you sure?', message, actionLabel = 'Confirm', cancelLabel = 'Cancel', danger = true, onClose }: ConfirmOptions & { onClose: (ok: boolean) => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const button = 'min-h-11 rounded-lg px-5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2';
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center bg-gray-900/50 p-4" onMouseDown={(e) => e.target === e.currentTarget && onClose(false)}>
      <div data-test="confirm-modal" role="alertdialog" aria-modal="true" aria-labelledby="confirm-modal-title" className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <h2 id="confirm-modal-title" className="text-lg font-semibold text-gray-900">{title}</h2>
        {message && <div className="mt-2 text-sm text-gray-600">{message}</div>}
        <div className="mt-6 flex justify-end gap-3">
          <button ref={cancelRef} type="button" data-test="confirm-modal-cancel" onClick={() => onClose(false)} className={`${button} border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 focus-visible:ring-gray-400`}>
            {cancelLabel}
          </button>
          <button type="button" data-test="confirm-modal-confirm" onClick={() => onClose(true)} className={`${button} text-white ${danger ? 'bg-red-600 hover:bg-red-700 focus-visible:ring-red-500' : 'bg-gray-800 hover:bg-gray-900 focus-visible:ring-gray-500'}`}>
            {actionLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
