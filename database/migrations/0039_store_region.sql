-- The store's region: how its money, numbers and numeric dates and times are written in every
-- language (common/intlFormats.ts STORE_REGIONS). Every store so far is a US salon: the default
-- gives each existing row en-US, so no screen changes until an owner chooses another region.
ALTER TABLE "stores" ADD COLUMN "region" text DEFAULT 'en-US' NOT NULL;
