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

/**
 * policy.show / terms.show: the saved text (or the default) in paragraphs, and the day it last
 * changed as YYYY-MM-DD (the platform's documents are dated in UTC; the page writes the day in
 * the reader's language).
 */
export const legalDocumentPage = (kind: LegalKind, saved: Saved) => ({
  title: LEGAL_TITLES[kind],
  paragraphs: legalParagraphs(saved?.body ?? DEFAULT_LEGAL_TEXT[kind]),
  updated_on: saved ? saved.updatedAt.toISOString().slice(0, 10) : null,
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
