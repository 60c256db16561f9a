import type { ReactNode } from 'react';
import { KeyboardProvider } from '@/Components/keyboard/KeyboardProvider';
import { ConfirmProvider } from './ConfirmModal';
import { LoadingProvider } from './LoadingOverlay';

/**
 * Wraps the whole Inertia app (app.tsx `withApp`), so every page, with or
 * without a layout, can use useLoading(), useConfirm() and the on-screen
 * keyboard (docs/requirements.md §1: it is part of the shell; it is on by default only on
 * touch devices, which includes station sign-in and turn management).
 */
export default function ShellProvider({ children }: { children: ReactNode }) {
  return (
    <LoadingProvider>
      <ConfirmProvider>
        <KeyboardProvider>{children}</KeyboardProvider>
      </ConfirmProvider>
    </LoadingProvider>
  );
}
