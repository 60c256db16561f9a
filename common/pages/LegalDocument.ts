// The props of resources/js/Pages/PrivacyPolicy.tsx and TermsOfService.tsx, as the server sends them.

export interface Props {
  title: string;
  /** Plain text paragraphs (rendered as text, never HTML). */
  paragraphs: string[];
  /** The UTC day it last changed (YYYY-MM-DD); null while the default text is shown. */
  updated_on: string | null;
}
