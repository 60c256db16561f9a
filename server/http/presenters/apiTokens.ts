import type { listApiTokens } from '../../../database/queries/apiTokens';
import {
  API_ABILITIES,
  API_TOKEN_EXPIRIES,
  isApiAbility,
  type ApiAbility,
} from '../../../common/apiTokens';
import type { ApiTokenRow, Props } from '../../../common/pages/API/Index';

type TokenRow = Awaited<ReturnType<typeof listApiTokens>>[number];

const EXPIRY_LABELS = {
  none: 'Never',
  '30': 'In 30 days',
  '90': 'In 90 days',
  '365': 'In a year',
} as const;

const abilityOption = (a: ApiAbility) => ({ value: a, label: API_ABILITIES[a].label });

/** A token as the list shows it: its abilities by name, its instants (the page shows them in the store's zone), whether it still works at `now`. */
export const apiTokenRow =
  (now: Date) =>
  (t: TokenRow): ApiTokenRow => ({
    id: t.id,
    name: t.name,
    abilities: t.abilities.filter(isApiAbility).map(abilityOption),
    last_used: t.lastUsedAt?.toISOString() ?? null,
    created: t.createdAt.toISOString(),
    expires: t.expiresAt?.toISOString() ?? null,
    status: t.revokedAt ? 'revoked' : t.expiresAt && t.expiresAt <= now ? 'expired' : 'active',
  });

/** api-tokens.index: the account's tokens, and the form's choices (only abilities the account may grant). */
export const apiTokensPage = (p: {
  tokens: TokenRow[];
  grantable: ApiAbility[];
  now: Date;
  appUrl: string;
}): Props => ({
  tokens: p.tokens.map(apiTokenRow(p.now)),
  abilities: p.grantable.map(abilityOption),
  expiries: API_TOKEN_EXPIRIES.map((e) => ({ value: e, label: EXPIRY_LABELS[e] })),
  api_url: `${p.appUrl.replace(/\/$/, '')}/api/v1`,
});
