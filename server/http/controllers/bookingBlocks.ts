import { sayLabel } from '../../../common/labels';
import {
  createBookingBlock,
  deleteBookingBlock,
  getBookingBlock,
  isBlockEmployee,
  listBookingBlocks,
  updateBookingBlock,
  type BookingBlock,
} from '../../../database/queries/bookingBlocks';
import { listActiveEmployees } from '../../../database/queries/employees';
import { storeToday } from '../../../common/storeTime';
import { storeAction, type StoreContext } from '../action';
import { notFound, ValidationError } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import {
  blockTechnicianOptions,
  bookingBlockForm,
  upcomingBlockItems,
  WHOLE_SALON,
} from '../presenters/bookingBlocks';
import {
  bookingBlockProblems,
  bookingBlockSchema,
  bookingBlockValues,
  type BookingBlockInput,
} from '../validators/bookingBlocks';
import { say } from '../../../common/said';

/**
 * booking-blocks.* ("Appointment Blocks", Settings group, "manage settings"):
 * lunch, training or a day off that nobody can book, for one technician or
 * the whole salon, once or weekly.
 */

export const EMPLOYEE_REFUSED = say('validation.field.theSelectedIsInvalid', {
  label: sayLabel('technician'),
});

/** booking-blocks.index: blocks with a date still ahead, the next one first. */
export const index = storeAction({}, async ({ db, store, res }) => {
  const today = storeToday(store.timezone);
  const rows = await listBookingBlocks(db, store.id, today);
  await res.inertia(
    'Admin/BookingBlocks/Index',
    { blocks: upcomingBlockItems(rows, today) },
    { title: 'Appointment Blocks' },
  );
});

const employeeOptions = async ({ db, store }: StoreContext, current?: BookingBlock) =>
  blockTechnicianOptions(await listActiveEmployees(db, store.id), current);

export const create = storeAction({}, async (a) => {
  await a.res.inertia(
    'Admin/BookingBlocks/Create',
    {
      employees: await employeeOptions(a),
      today: storeToday(a.store.timezone),
      whole_salon: WHOLE_SALON,
    },
    { title: 'New Appointment Block' },
  );
});

/** The technician must be one of the store's active employees, or the block's own (kept when it is edited). */
const employeeProblem =
  ({ db, store }: StoreContext, current?: BookingBlock) =>
  async (valid: Partial<BookingBlockInput>): Promise<Record<string, string>> => {
    const id = valid.technician_id;
    if (id === undefined || id === null || id === current?.technicianId) return {};
    return (await isBlockEmployee(db, store.id, id)) ? {} : { technician_id: EMPLOYEE_REFUSED };
  };

/** Every error in one pass: the fields' own, the rules joining them, and the technician's. */
async function parse(a: StoreContext, current?: BookingBlock) {
  const today = storeToday(a.store.timezone);
  const check = employeeProblem(a, current);
  const input = await validateForm(bookingBlockSchema(today), a.req.body, async (valid) => ({
    ...bookingBlockProblems(valid, today),
    ...(await check(valid)),
  }));
  const problems = await check(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return bookingBlockValues(input);
}

export const store = storeAction({}, async (a) => {
  await createBookingBlock(a.db, a.store.id, await parse(a));
  flash(a.req, 'success', say('flash.appointments.appointmentBlockCreated'));
  a.res.redirect(routeUrl('booking-blocks.index'));
});

const blockParam = { block: getBookingBlock };

export const edit = storeAction({ load: blockParam }, async (a) => {
  const { block } = a.bound;
  await a.res.inertia(
    'Admin/BookingBlocks/Edit',
    {
      block: bookingBlockForm(block),
      employees: await employeeOptions(a, block),
      today: storeToday(a.store.timezone),
      whole_salon: WHOLE_SALON,
    },
    { title: `Appointment Block: ${block.title}` },
  );
});

export const update = storeAction({ load: blockParam }, async (a) => {
  const { block } = a.bound;
  await updateBookingBlock(a.db, a.store.id, block.id, await parse(a, block));
  flash(a.req, 'success', say('flash.appointments.appointmentBlockSaved'));
  a.res.redirect(routeUrl('booking-blocks.index'));
});

export const destroy = storeAction(
  { load: blockParam },
  async ({ db, store, bound: { block }, req, res }) => {
    // A second tap that lost the race to another desk's delete finds nothing left: the same 404 as a block never there.
    if (!(await deleteBookingBlock(db, store.id, block.id))) throw notFound();
    flash(req, 'success', say('flash.appointments.appointmentBlockDeleted'));
    res.redirect(routeUrl('booking-blocks.index'));
  },
);
