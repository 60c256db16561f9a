import { useEffect, useState } from 'react';
import type { Tender } from '@/Components/pos/ticket';
import { preloadDialogs } from '@/lib/dialogs';

/** The payment dialog and the tenders taken in it: as many as it takes (split payments), kept while it is closed and opened again. */
export function usePayTenders() {
  const [tenders, setTenders] = useState<Tender[]>([]);
  const [open, setOpen] = useState(false);
  // The dialogs a sale ends with load as the screen opens: the network may drop before the first
  // tender (before the service worker has the build), and "Saved offline" must still show
  // (docs/features/languages-and-offline.md).
  useEffect(() => preloadDialogs(), []);
  return {
    tenders,
    setTenders,
    open,
    /** The dialogs that follow a payment load while the clerk takes it. */
    openDialog: () => {
      preloadDialogs();
      setOpen(true);
    },
    closeDialog: () => setOpen(false),
    /** A new ticket: no tender taken, the dialog closed. */
    clear: () => {
      setOpen(false);
      setTenders([]);
    },
  };
}

export type PayTenders = ReturnType<typeof usePayTenders>;
