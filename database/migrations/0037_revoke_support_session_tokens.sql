-- Tokens made while the super admin was signed in as the store's owner, before support sessions were
-- refused API tokens (server/http/middleware/support.ts): support knew them, so they are revoked. The
-- owner's list keeps them, marked revoked; a token the owner still needs is made again in a minute.
UPDATE "personal_access_tokens" AS t
SET "revoked_at" = now()
FROM "support_sessions" AS s
WHERE t."revoked_at" IS NULL
  AND t."store_id" = s."store_id"
  AND t."user_id" = s."owner_id"
  AND t."created_at" >= s."started_at"
  AND t."created_at" <= coalesce(s."ended_at", now());
