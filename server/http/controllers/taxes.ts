import type { Request, Response } from 'express';
import { createTax, getTax, listTaxes, taxNameTaken, updateTax, type TaxValues } from '../../../database/queries/taxes';
import { onUniqueViolation } from '../../../database/errors';
import { formatTaxRate } from '../../domain/catalog/taxRate';
import { notFound, ValidationError } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { taxSchema, type TaxInput } from '../validators/taxes';

export const TAX_NAME_TAKEN = 'A tax with this name already exists.';

/** The rate as typed ("8.875"), never as stored: the page only shows and sends percentages. */
export async function index(req: Request, res: Response) {
  const rows = await listTaxes(req.ctx.db, req.store!.id);
  await res.inertia('Admin/Taxes/Index', {
    taxes: rows.map((t) => ({ id: t.id, name: t.name, rate: formatTaxRate(t.rate), is_active: t.isActive, service_count: t.serviceCount })),
  });
}

const values = (input: TaxInput): TaxValues => ({ name: input.name, rate: input.rate, isActive: input.is_active });

/** Two taxes of one store cannot share a name (any case): a receipt would list two lines alike. */
const problemsOf = (req: Request, exceptId?: number) => async (valid: Partial<TaxInput>): Promise<Record<string, string>> =>
  valid.name && (await taxNameTaken(req.ctx.db, req.store!.id, valid.name, exceptId)) ? { name: TAX_NAME_TAKEN } : {};

async function parse(req: Request, exceptId?: number) {
  const input = await validateForm(taxSchema, req.body, problemsOf(req, exceptId));
  const problems = await problemsOf(req, exceptId)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return input;
}

const uniqueName = <T>(write: () => Promise<T>) =>
  onUniqueViolation(write, { taxes_store_id_name_unique: () => new ValidationError({ name: TAX_NAME_TAKEN }) });

export async function store(req: Request, res: Response) {
  const input = await parse(req);
  await uniqueName(() => createTax(req.ctx.db, req.store!.id, values(input)));
  flash(req, 'success', 'Tax created.');
  res.redirect(routeUrl('taxes.index'));
}

/**
 * Name, rate and the switch. A tax is never deleted: switched off, it stops
 * being charged while paid tickets keep the name and rate they were charged.
 */
export async function update(req: Request, res: Response) {
  const tax = await getTax(req.ctx.db, req.store!.id, Number(req.params.tax));
  if (!tax) throw notFound();
  const input = await parse(req, tax.id);
  if (!(await uniqueName(() => updateTax(req.ctx.db, req.store!.id, tax.id, values(input))))) throw notFound();
  flash(req, 'success', tax.isActive === input.is_active ? 'Tax updated.' : input.is_active ? 'Tax switched on.' : 'Tax switched off.');
  res.redirect(routeUrl('taxes.index'));
}
