import type { ReactNode } from 'react';
import { ConfirmProvider } from './ConfirmModal';
import { LoadingProvider } from './LoadingOverlay';

/**
 * Wraps the whole Inertia app (app.tsx `withApp`), so every page, with or
 * without a layout, can use useLoading() and useConfirm().
 */
export default function ShellProvider({ children }: { children: ReactNode }) {
  return (
    <LoadingProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </LoadingProvider>
  );
}
