import type { Request, Response } from 'express';
import {
  createBookingBlock, deleteBookingBlock, getBookingBlock, isBlockEmployee, listBookingBlocks, updateBookingBlock, type BookingBlock,
} from '../../../database/queries/bookingBlocks';
import { listActiveEmployees } from '../../../database/queries/employees';
import { describeBlockWhen, nextOccurrence } from '../../../common/bookingBlocks';
import { storeToday } from '../../../common/storeTime';
import { timeToInput } from '../../../common/time';
import { notFound, ValidationError } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { bookingBlockProblems, bookingBlockSchema, bookingBlockValues, type BookingBlockInput } from '../validators/bookingBlocks';

/**
 * booking-blocks.* ("Appointment Blocks", Settings group, "manage settings"):
 * lunch, training or a day off that nobody can book, for one technician or
 * the whole salon, once or weekly.
 */

export const EMPLOYEE_REFUSED = 'The selected technician is invalid.';
const WHOLE_SALON = 'Whole salon';

/** booking-blocks.index: blocks with a date still ahead, the next one first. */
export async function index(req: Request, res: Response) {
  const today = storeToday(req.store!.timezone);
  const rows = await listBookingBlocks(req.ctx.db, req.store!.id, today);
  const upcoming = rows
    .map((b) => ({ b, next: nextOccurrence(b, today) }))
    .filter((x): x is { b: BookingBlock; next: string } => x.next !== null)
    .sort((x, y) => x.next.localeCompare(y.next) || x.b.startMinute - y.b.startMinute || x.b.id - y.b.id);
  await res.inertia('Admin/BookingBlocks/Index', {
    blocks: upcoming.map(({ b, next }) => ({
      id: b.id, title: b.title, who: b.employeeName ?? WHOLE_SALON, whole_salon: b.technicianId === null,
      when: describeBlockWhen(b, today), repeat: b.repeat, next,
    })),
  }, { title: 'Appointment Blocks' });
}

/** The technicians to choose from; a block's own technician stays listed after they leave. */
async function employeeOptions(req: Request, current?: BookingBlock) {
  const active = await listActiveEmployees(req.ctx.db, req.store!.id);
  if (current?.technicianId && current.employeeName !== null && !active.some((e) => e.id === current.technicianId)) {
    return [...active, { id: current.technicianId, name: `${current.employeeName} (inactive)` }];
  }
  return active;
}

export async function create(req: Request, res: Response) {
  await res.inertia('Admin/BookingBlocks/Create', {
    employees: await employeeOptions(req), today: storeToday(req.store!.timezone), whole_salon: WHOLE_SALON,
  }, { title: 'New Appointment Block' });
}

/** The technician must be one of the store's active employees, or the block's own (kept when it is edited). */
const employeeProblem = (req: Request, current?: BookingBlock) => async (valid: Partial<BookingBlockInput>): Promise<Record<string, string>> => {
  const id = valid.technician_id;
  if (id === undefined || id === null || id === current?.technicianId) return {};
  return (await isBlockEmployee(req.ctx.db, req.store!.id, id)) ? {} : { technician_id: EMPLOYEE_REFUSED };
};

/** Every error in one pass: the fields' own, the rules joining them, and the technician's. */
async function parse(req: Request, current?: BookingBlock) {
  const today = storeToday(req.store!.timezone);
  const check = employeeProblem(req, current);
  const input = await validateForm(bookingBlockSchema(today), req.body, async (valid) => ({ ...bookingBlockProblems(valid, today), ...(await check(valid)) }));
  const problems = await check(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return bookingBlockValues(input);
}

export async function store(req: Request, res: Response) {
  await createBookingBlock(req.ctx.db, req.store!.id, await parse(req));
  flash(req, 'success', 'Appointment block created.');
  res.redirect(routeUrl('booking-blocks.index'));
}

async function findBlock(req: Request) {
  const block = await getBookingBlock(req.ctx.db, req.store!.id, Number(req.params.block));
  if (!block) throw notFound();
  return block;
}

export async function edit(req: Request, res: Response) {
  const block = await findBlock(req);
  await res.inertia('Admin/BookingBlocks/Edit', {
    block: {
      id: block.id, title: block.title, technician_id: block.technicianId, date: block.startsOn, start: timeToInput(block.startMinute), end: timeToInput(block.endMinute),
      repeat: block.repeat, repeat_until: block.repeatUntil ?? '',
    },
    employees: await employeeOptions(req, block),
    today: storeToday(req.store!.timezone),
    whole_salon: WHOLE_SALON,
  }, { title: `Appointment Block: ${block.title}` });
}

export async function update(req: Request, res: Response) {
  const block = await findBlock(req);
  await updateBookingBlock(req.ctx.db, req.store!.id, block.id, await parse(req, block));
  flash(req, 'success', 'Appointment block saved.');
  res.redirect(routeUrl('booking-blocks.index'));
}

export async function destroy(req: Request, res: Response) {
  if (!(await deleteBookingBlock(req.ctx.db, req.store!.id, Number(req.params.block)))) throw notFound();
  flash(req, 'success', 'Appointment block deleted.');
  res.redirect(routeUrl('booking-blocks.index'));
}
