import {
  getApiToken,
  insertApiToken,
  listApiTokens,
  revokeApiToken,
} from '../../../database/queries/apiTokens';
import { API_ABILITIES, grantableAbilities } from '../../../common/apiTokens';
import type { NewApiToken } from '../../../common/pages/API/Index';
import { formatToken, hashSecret, newSecret } from '../../domain/apiTokens/tokens';
import { storeAction, type StoreContext } from '../action';
import { apiTokensPage } from '../presenters/apiTokens';
import { HttpError, notFound, ValidationError } from '../errors';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { apiTokenSchema } from '../validators/apiTokens';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

declare module '../../inertia/session' {
  interface FlashData {
    /**
     * A token just made, in plain text: a flash, so the session keeps it only
     * until the next page is rendered (whichever page that is), and at page
     * level, which the browser leaves out of its history. Only its hash is kept.
     */
    api_token?: NewApiToken;
  }
}

/** Tokens belong to an account: an employee signed in at a station has none. */
function accountId({ actor }: Pick<StoreContext, 'actor'>): number {
  if (actor.kind !== 'user')
    throw new HttpError(403, say('flash.errorPage.apiTokensBelongToAccounts'));
  return actor.id;
}

/** api-tokens.index: the account's tokens at its store and the form; a token just made comes in the flash. */
export const index = storeAction({}, async ({ db, store, actor, req, res }) => {
  const userId = accountId({ actor });
  await res.inertia(
    'API/Index',
    apiTokensPage({
      tokens: await listApiTokens(db, store.id, userId),
      grantable: grantableAbilities(actor),
      now: clock.now(),
      appUrl: req.ctx.config.appUrl,
    }),
    { title: 'API Tokens' },
  );
});

/** api-tokens.store: a new token with abilities the account's permissions allow; the secret is shown once, only its hash kept. */
export const store = storeAction(
  { input: apiTokenSchema },
  async ({ db, store, actor, input, req, res }) => {
    const userId = accountId({ actor });
    const allowed = grantableAbilities(actor);
    const refused = input.abilities.find((a) => !allowed.includes(a));
    if (refused)
      throw new ValidationError({
        abilities: say('validation.access.youMayNotGrantYour', {
          permission: API_ABILITIES[refused].label,
        }),
      });
    const secret = newSecret();
    const expiresAt =
      input.expires === 'none' ? null : new Date(clock.ms() + Number(input.expires) * 86_400_000);
    const { id } = await insertApiToken(db, store.id, {
      userId,
      name: input.name,
      tokenHash: hashSecret(secret),
      abilities: input.abilities,
      expiresAt,
    });
    flash(req, 'success', say('flash.apiTokens.apiTokenCreatedCopyIt'));
    req.session.flash!.api_token = { id, name: input.name, token: formatToken(id, secret) };
    res.redirect(routeUrl('api-tokens.index'));
  },
);

/** api-tokens.destroy: revokes one of the account's tokens (kept in the list as revoked). */
export const destroy = storeAction({}, async ({ db, store, actor, req, res }) => {
  const token = await getApiToken(db, store.id, accountId({ actor }), Number(req.params.token));
  if (!token) throw notFound();
  await revokeApiToken(db, store.id, actor.id, token.id);
  flash(req, 'success', say('flash.apiTokens.apiTokenRevoked'));
  res.redirect(303, routeUrl('api-tokens.index'));
});
