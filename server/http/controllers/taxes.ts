import {
  createTax,
  getTax,
  listTaxes,
  taxNameTaken,
  updateTax,
  type TaxValues,
} from '../../../database/queries/taxes';
import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import { storeAction, type StoreContext } from '../action';
import { notFound, ValidationError } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { taxListItem } from '../presenters/taxes';
import { taxSchema, type TaxInput } from '../validators/taxes';
import { say } from '../../../common/said';

export const TAX_NAME_TAKEN = say('validation.settings.aTaxWithThisName');

/** taxes.index: every tax of the store, with the services it applies to. */
export const index = storeAction({}, async ({ db, store, res }) => {
  const rows = await listTaxes(db, store.id);
  await res.inertia('Admin/Taxes/Index', {
    taxes: rows.map(taxListItem),
  });
});

const values = (input: TaxInput): TaxValues => ({
  name: input.name,
  rate: input.rate,
  isActive: input.is_active,
});

/** Two taxes of one store cannot share a name (any case): a receipt would list two lines alike. */
const problemsOf =
  (db: Db, storeId: number, exceptId?: number) =>
  async (valid: Partial<TaxInput>): Promise<Record<string, string>> =>
    valid.name && (await taxNameTaken(db, storeId, valid.name, exceptId))
      ? { name: TAX_NAME_TAKEN }
      : {};

async function parse({ db, store, req }: StoreContext, exceptId?: number) {
  const input = await validateForm(taxSchema, req.body, problemsOf(db, store.id, exceptId));
  const problems = await problemsOf(db, store.id, exceptId)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return input;
}

const uniqueName = <T>(write: () => Promise<T>) =>
  onUniqueViolation(write, {
    taxes_store_id_name_unique: () => new ValidationError({ name: TAX_NAME_TAKEN }),
  });

export const store = storeAction({}, async (a) => {
  const input = await parse(a);
  await uniqueName(() => createTax(a.db, a.store.id, values(input)));
  flash(a.req, 'success', say('flash.catalog.taxCreated'));
  a.res.redirect(routeUrl('taxes.index'));
});

/**
 * Name, rate and the switch. A tax is never deleted: switched off, it stops
 * being charged while paid tickets keep the name and rate they were charged.
 */
export const update = storeAction({ load: { tax: getTax } }, async (a) => {
  const { tax } = a.bound;
  const input = await parse(a, tax.id);
  if (!(await uniqueName(() => updateTax(a.db, a.store.id, tax.id, values(input)))))
    throw notFound();
  flash(
    a.req,
    'success',
    tax.isActive === input.is_active
      ? say('flash.catalog.taxUpdated')
      : input.is_active
        ? say('flash.catalog.taxSwitchedOn')
        : say('flash.catalog.taxSwitchedOff'),
  );
  a.res.redirect(routeUrl('taxes.index'));
});
