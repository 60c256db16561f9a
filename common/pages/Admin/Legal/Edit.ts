// The props of resources/js/Pages/Admin/Legal/Edit.tsx, as the server sends them.
import type { LegalDocumentKind } from '../../../legal';

export interface LegalDocumentRow {
  kind: LegalDocumentKind;
  title: string;
  body: string;
  /** True while no text was saved: the body is the default one. */
  is_default: boolean;
  /** "Nov 26, 2026 9:41 AM by Ada Admin", or null. */
  updated: string | null;
  /** The public page's path. */
  url: string;
}

export interface Props {
  documents: LegalDocumentRow[];
  max_length: number;
}
