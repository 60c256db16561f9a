import type { Request } from 'express';
import { randomBytes } from 'node:crypto';
import 'express-session';
import { rowsWithErrors, type ImportRow } from '../../domain/customers/csv';
import { importCustomers, previewImport } from '../../domain/customers/imports';
import { notifyStore } from '../../realtime/storeEvents';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { customerImportPage } from '../presenters/customerImports';
import { customerImportConfirmSchema, customerImportSchema } from '../validators/customers';
import { say } from '../../../common/said';

declare module 'express-session' {
  interface SessionData {
    /**
     * The checked file between its preview and Import: confirming takes it
     * out, so a second click (or a resent request) finds nothing to import.
     */
    customerImport?: {
      token: string;
      storeId: number;
      fileName: string;
      rows: ImportRow[];
      ignored: string[];
    };
  }
}

/** The preview of this store's pending file, or null. */
function pending(req: Request, storeId: number) {
  const p = req.session.customerImport;
  return p && p.storeId === storeId ? p : null;
}

/** customers.import: the upload, and once a file is read, every row with its messages. */
export const index = storeAction({}, async ({ store, req, res }) => {
  await res.inertia('Admin/Customers/Import', customerImportPage(pending(req, store.id)), {
    title: 'Import Customers',
  });
});

/** customers.import.preview: reads the file and checks every row; nothing is written yet. */
export const preview = storeAction(
  { input: customerImportSchema },
  async ({ db, store, input, req, res }) => {
    const check = await previewImport(db, store.id, input.csv);
    req.session.customerImport = {
      token: randomBytes(16).toString('hex'),
      storeId: store.id,
      fileName: input.file_name,
      rows: check.rows,
      ignored: check.ignored,
    };
    res.redirect(routeUrl('customers.import'));
  },
);

/** customers.import.confirm: every row in one transaction, only when no row has an error. */
export const confirm = storeAction(
  { input: customerImportConfirmSchema },
  async ({ db, store, actor, input: { token }, req, res }) => {
    const p = pending(req, store.id);
    if (!p || p.token !== token) {
      flash(req, 'error', say('flash.customers.thisFileWasAlreadyImported'));
      return res.redirect(routeUrl('customers.import'));
    }
    if (rowsWithErrors({ rows: p.rows, ignored: p.ignored }) > 0) {
      flash(req, 'error', say('flash.customers.fixTheRowsWithErrors'));
      return res.redirect(routeUrl('customers.import'));
    }
    // Out of the session before the write, so a second click racing this one finds no file.
    delete req.session.customerImport;
    const imported = await importCustomers(
      db,
      store.id,
      p.rows.map((r) => r.values),
      p.fileName,
      actor,
    );
    await notifyStore(db, store.id, 'CustomerChanged', { imported });
    flash(
      req,
      'success',
      imported === 1
        ? say('flash.customers.n1CustomerImported')
        : say('flash.customers.customersImported', { count: imported }),
    );
    res.redirect(routeUrl('customers.index'));
  },
);

/** customers.import.cancel: forgets the previewed file. */
export const cancel = storeAction({}, async ({ req, res }) => {
  delete req.session.customerImport;
  res.redirect(routeUrl('customers.import'));
});
