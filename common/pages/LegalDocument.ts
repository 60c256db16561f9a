// The props of resources/js/Pages/PrivacyPolicy.tsx and TermsOfService.tsx, as the server sends them.
import type { LegalDocumentKind } from '../legal';

export interface Props {
  /** Which document: the page says its name (common/legal.ts LEGAL_TITLE_KEYS). */
  kind: LegalDocumentKind;
  /** Plain text paragraphs (rendered as text, never HTML). */
  paragraphs: string[];
  /** The UTC day it last changed (YYYY-MM-DD); null while the default text is shown. */
  updated_on: string | null;
}
