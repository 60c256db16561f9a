import { formatDateTime } from '@/lib/format';
import type { Translate } from '@common/i18n';
import type { LegalDocumentRow } from '@common/pages/Admin/Legal/Edit';

/**
 * "Saved 11-26-2026 09:41 AM UTC by Ada Admin", from the instant and the name the server sends:
 * the platform's documents are dated in UTC whoever reads them (the public pages' day is the UTC
 * day too), in the store's MM-DD-YYYY hh:mm A as format.dateTime writes it
 * (docs/features/languages-and-offline.md).
 */
export function savedLine(updated: NonNullable<LegalDocumentRow['updated']>, t: Translate): string {
  const when = formatDateTime(updated.at, 'UTC');
  return updated.by ? t('legal.savedBy', { when, name: updated.by }) : t('legal.saved', { when });
}
