import type { Request, Response } from 'express';
import {
  getLegalDocument,
  listLegalDocuments,
  saveLegalDocument,
} from '../../../database/queries/legal';
import { LEGAL_KINDS, type LegalKind } from '../../../database/schema';
import {
  DEFAULT_LEGAL_TEXT,
  LEGAL_MAX_LENGTH,
  LEGAL_TITLES,
  legalParagraphs,
} from '../../../common/legal';
import { formatStoreDateTime } from '../../../common/storeTime';
import { platformAction } from '../platformAction';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { legalSchema } from '../validators/legal';

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

async function show(kind: LegalKind, req: Request, res: Response) {
  const saved = await getLegalDocument(req.ctx.db, kind);
  const title = LEGAL_TITLES[kind];
  await res.inertia(
    kind === 'privacy' ? 'PrivacyPolicy' : 'TermsOfService',
    {
      title,
      paragraphs: legalParagraphs(saved?.body ?? DEFAULT_LEGAL_TEXT[kind]),
      updated_on: saved ? longDate(saved.updatedAt) : null,
    },
    { title },
  );
}

/** policy.show (public): the privacy policy, linked from the footer and the register page. */
export const privacy = (req: Request, res: Response) => show('privacy', req, res);

/** terms.show (public): the terms of service. */
export const terms = (req: Request, res: Response) => show('terms', req, res);

/** legal.edit (super admin): both texts in one screen, linked from Packages. */
export const edit = platformAction({}, async ({ db, res }) => {
  const saved = new Map((await listLegalDocuments(db)).map((d) => [d.kind, d]));
  await res.inertia(
    'Admin/Legal/Edit',
    {
      documents: LEGAL_KINDS.map((kind) => {
        const doc = saved.get(kind);
        return {
          kind,
          title: LEGAL_TITLES[kind],
          body: doc?.body ?? DEFAULT_LEGAL_TEXT[kind],
          is_default: !doc,
          updated: doc
            ? `${formatStoreDateTime(doc.updatedAt, 'UTC')} UTC${doc.updatedBy ? ` by ${doc.updatedBy}` : ''}`
            : null,
          url: PAGE_URL[kind](),
        };
      }),
      max_length: LEGAL_MAX_LENGTH,
    },
    { title: 'Privacy policy and terms' },
  );
});

/** legal.update (super admin): saves one document's text. */
export const update = platformAction(
  { input: legalSchema },
  async ({ db, actor, input, req, res }) => {
    await saveLegalDocument(db, input.kind, input.body, actor.id);
    flash(req, 'success', `${LEGAL_TITLES[input.kind]} saved.`);
    res.redirect(routeUrl('legal.edit'));
  },
);
