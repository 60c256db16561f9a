import {
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  rowsWithErrors,
  type ImportRow,
} from '../../domain/customers/csv';
import { MAX_IMPORT_CHARS } from '../validators/customers';

/** customers.import: the upload's limits, and once a file is read, every row with its messages. */
export const customerImportPage = (
  pending: { token: string; fileName: string; rows: ImportRow[]; ignored: string[] } | null,
) => ({
  columns: IMPORT_COLUMNS,
  max_rows: MAX_IMPORT_ROWS,
  max_kb: MAX_IMPORT_CHARS / 1000,
  preview: pending && {
    token: pending.token,
    file_name: pending.fileName,
    ignored: pending.ignored,
    total: pending.rows.length,
    with_errors: rowsWithErrors({ rows: pending.rows, ignored: pending.ignored }),
    rows: pending.rows.map((r) => ({ line: r.line, ...r.shown, errors: r.errors })),
  },
});
