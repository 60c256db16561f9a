// The props of resources/js/Pages/API/Index.tsx, as the server sends them.
import type { ApiAbility, ApiTokenExpiry } from '../../apiTokens';

export interface ApiTokenRow {
  id: number;
  name: string;
  abilities: { value: string; label: string }[];
  /** In the store's zone; null: never used. */
  last_used: string | null;
  created: string;
  /** In the store's zone; null: never expires. */
  expires: string | null;
  /** 'active', 'expired' or 'revoked'. */
  status: 'active' | 'expired' | 'revoked';
}

export interface Props {
  tokens: ApiTokenRow[];
  /** What this account may grant (its permissions now). */
  abilities: { value: ApiAbility; label: string }[];
  expiries: { value: ApiTokenExpiry; label: string }[];
  /** The token just made, shown on this one visit only. */
  new_token: { id: number; name: string; token: string } | null;
  /** Where the API lives, for the curl hint. */
  api_url: string;
}
