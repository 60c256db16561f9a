import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { translate } from '@/lib/i18n';

export interface LoadingApi {
  loading: boolean;
  setLoading: (on: boolean) => void;
  showLoading: () => void;
  hideLoading: () => void;
}

const LoadingContext = createContext<LoadingApi | null>(null);

/** The global loading overlay (docs/requirements.md §4): on or off, and any page can set it. */
export function useLoading(): LoadingApi {
  const api = useContext(LoadingContext);
  if (!api) throw new Error('useLoading() must be used inside <ShellProvider>.');
  return api;
}

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [loading, setLoadingState] = useState(false);
  const setLoading = useCallback((on: boolean) => setLoadingState(on), []);
  const api = useMemo<LoadingApi>(
    () => ({
      loading,
      setLoading,
      showLoading: () => setLoading(true),
      hideLoading: () => setLoading(false),
    }),
    [loading, setLoading],
  );
  return (
    <LoadingContext.Provider value={api}>
      {children}
      {loading && <LoadingOverlay />}
    </LoadingContext.Provider>
  );
}

export default function LoadingOverlay() {
  return (
    <div
      data-test="loading-overlay"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[70] flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
    >
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-gray-300 border-t-primary-600" />
      <span className="sr-only">{translate('common.loading')}</span>
    </div>
  );
}
