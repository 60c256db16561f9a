import type { getLegalDocument, listLegalDocuments } from '../../../database/queries/legal';
import { LEGAL_KINDS, type LegalKind } from '../../../database/schema';
import {
  DEFAULT_LEGAL_TEXT,
  LEGAL_MAX_LENGTH,
  LEGAL_TITLES,
  legalParagraphs,
} from '../../../common/legal';
import { routeUrl } from '../urls';

type Saved = Awaited<ReturnType<typeof getLegalDocument>>;

const PAGE_URL = {
  privacy: () => routeUrl('policy.show'),
  terms: () => routeUrl('terms.show'),
} as const;

/** "November 26, 2026" (the platform's documents are dated in UTC). */
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** policy.show / terms.show: the saved text (or the default) in paragraphs, and when it last changed. */
export const legalDocumentPage = (kind: LegalKind, saved: Saved) => ({
  title: LEGAL_TITLES[kind],
  paragraphs: legalParagraphs(saved?.body ?? DEFAULT_LEGAL_TEXT[kind]),
  updated_on: saved ? longDate(saved.updatedAt) : null,
});

/** legal.edit: both texts, each saved or still the default, with who changed it last (UTC) and its public page. */
export function legalEditPage(documents: Awaited<ReturnType<typeof listLegalDocuments>>) {
  const saved = new Map(documents.map((d) => [d.kind, d]));
  return {
    documents: LEGAL_KINDS.map((kind) => {
      const doc = saved.get(kind);
      return {
        kind,
        title: LEGAL_TITLES[kind],
        body: doc?.body ?? DEFAULT_LEGAL_TEXT[kind],
        is_default: !doc,
        updated: doc ? { at: doc.updatedAt.toISOString(), by: doc.updatedBy ?? null } : null,
        url: PAGE_URL[kind](),
      };
    }),
    max_length: LEGAL_MAX_LENGTH,
  };
}
