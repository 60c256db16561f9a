import type { getLegalDocument, listLegalDocuments } from '../../../database/queries/legal';
import { LEGAL_KINDS, type LegalKind } from '../../../database/schema';
import { DEFAULT_LEGAL_TEXT, LEGAL_MAX_LENGTH, legalParagraphs } from '../../../common/legal';
import { routeUrl } from '../urls';

type Saved = Awaited<ReturnType<typeof getLegalDocument>>;

const PAGE_URL = {
  privacy: () => routeUrl('policy.show'),
  terms: () => routeUrl('terms.show'),
} as const;

/**
 * policy.show / terms.show: which document (the page says its name in the reader's language), the
 * saved text (or the default) in paragraphs, and the day it last changed as YYYY-MM-DD (the
 * platform's documents are dated in UTC; the page writes the day in the reader's language).
 */
export const legalDocumentPage = (kind: LegalKind, saved: Saved) => ({
  kind,
  paragraphs: legalParagraphs(saved?.body ?? DEFAULT_LEGAL_TEXT[kind]),
  updated_on: saved ? saved.updatedAt.toISOString().slice(0, 10) : null,
});

/**
 * legal.edit: both texts by kind (the page names them), each saved or still the default, with when
 * it was saved last (an ISO instant) and by whom (a name), which the page says, and its public page.
 */
export function legalEditPage(documents: Awaited<ReturnType<typeof listLegalDocuments>>) {
  const saved = new Map(documents.map((d) => [d.kind, d]));
  return {
    documents: LEGAL_KINDS.map((kind) => {
      const doc = saved.get(kind);
      return {
        kind,
        body: doc?.body ?? DEFAULT_LEGAL_TEXT[kind],
        is_default: !doc,
        updated: doc ? { at: doc.updatedAt.toISOString(), by: doc.updatedBy ?? null } : null,
        url: PAGE_URL[kind](),
      };
    }),
    max_length: LEGAL_MAX_LENGTH,
  };
}
