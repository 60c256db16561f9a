// The props of resources/js/Pages/Admin/Legal/Edit.tsx, as the server sends them.
import type { LegalDocumentKind } from '../../../legal';

export interface LegalDocumentRow {
  /** Which document: the page says its name (common/legal.ts LEGAL_TITLE_KEYS). */
  kind: LegalDocumentKind;
  body: string;
  /** True while no text was saved: the body is the default one. */
  is_default: boolean;
  /** When (an ISO instant, which the page shows in UTC) and by whom (a name) it was saved last; null: never. */
  updated: { at: string; by: string | null } | null;
  /** The public page's path. */
  url: string;
}

export interface Props {
  documents: LegalDocumentRow[];
  max_length: number;
}
