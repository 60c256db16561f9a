CREATE TABLE "cache_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
