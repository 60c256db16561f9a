// The props of resources/js/Pages/API/Index.tsx, as the server sends them.
import type { ApiAbility, ApiTokenExpiry } from '../../apiTokens';

export interface ApiTokenRow {
  id: number;
  name: string;
  abilities: { value: string; label: string }[];
  /** An ISO instant; null: never used. */
  last_used: string | null;
  /** An ISO instant. */
  created: string;
  /** An ISO instant; null: never expires. */
  expires: string | null;
  /** 'active', 'expired' or 'revoked'. */
  status: 'active' | 'expired' | 'revoked';
}

/** A token just made, in plain text: it comes once, in the page's flash (`flash.api_token`), never in props. */
export interface NewApiToken {
  id: number;
  name: string;
  token: string;
}

export interface Props {
  tokens: ApiTokenRow[];
  /** What this account may grant (its permissions now). */
  abilities: { value: ApiAbility; label: string }[];
  expiries: { value: ApiTokenExpiry; label: string }[];
  /** Where the API lives, for the curl hint. */
  api_url: string;
}
