import { say } from '../../../common/said';
import type { Request, Response } from 'express';
import {
  getLegalDocument,
  listLegalDocuments,
  saveLegalDocument,
} from '../../../database/queries/legal';
import type { LegalKind } from '../../../database/schema';
import { LEGAL_TITLE_KEYS } from '../../../common/legal';
import { translator } from '../../services/i18n';
import { requestLocale } from '../locale';
import { legalDocumentPage, legalEditPage } from '../presenters/legal';
import { platformAction } from '../platformAction';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { legalSchema } from '../validators/legal';

/**
 * The first visit's <title> is said in the reader's language from the key the page says its
 * heading with: a public page a guest (or a search engine) reads before the page's script runs,
 * so the tab does not open in English and then change (docs/features/languages-and-offline.md).
 */
async function show(kind: LegalKind, req: Request, res: Response) {
  const page = legalDocumentPage(kind, await getLegalDocument(req.ctx.db, kind));
  await res.inertia(kind === 'privacy' ? 'PrivacyPolicy' : 'TermsOfService', page, {
    title: translator(requestLocale(req))(LEGAL_TITLE_KEYS[kind]),
  });
}

/** policy.show (public): the privacy policy, linked from the footer and the register page. */
export const privacy = (req: Request, res: Response) => show('privacy', req, res);

/** terms.show (public): the terms of service. */
export const terms = (req: Request, res: Response) => show('terms', req, res);

/** legal.edit (super admin): both texts in one screen, linked from Packages. */
export const edit = platformAction({}, async ({ db, res }) => {
  await res.inertia('Admin/Legal/Edit', legalEditPage(await listLegalDocuments(db)), {
    title: 'Privacy policy and terms',
  });
});

/** legal.update (super admin): saves one document's text. */
export const update = platformAction(
  { input: legalSchema },
  async ({ db, actor, input, req, res }) => {
    await saveLegalDocument(db, input.kind, input.body, actor.id);
    flash(req, 'success', say('flash.legal.documentSaved', { document: input.kind }));
    res.redirect(routeUrl('legal.edit'));
  },
);
