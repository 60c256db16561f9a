import type { Label } from '../../../common/labels';
import { z } from 'zod';
import { DISPLAY_MAX_TIP_CENTS } from '../../../common/customerDisplay';
import { cents, id, text } from './fields';
import { say } from '../../../common/said';

/**
 * The customer display's inputs: what the POS of a station sends its
 * display (pos.display.update, JSON), and the customer's tip choice
 * (display.tip, by the display's link).
 */

/** A ticket's amounts stay under $1,000,000: more is no ticket this screen shows. */
const MAX_TICKET_CENTS = 100_000_000;
const amount = (label: Label) => cents(label, { max: MAX_TICKET_CENTS });

const lineSchema = z.object({
  name: text('lineName', 120),
  quantity: z
    .number({ error: say('validation.customers.theQuantityMustBeA') })
    .int(say('validation.customers.theQuantityMustBeA'))
    .min(1, say('validation.customers.theQuantityMustBeA'))
    .max(999, say('validation.customers.theQuantityMustBeA')),
  unit_price_cents: amount('price'),
  discount_cents: amount('discount'),
  amount_cents: amount('lineAmount'),
});

const ticketSchema = z.object({
  customer_id: id('customer').nullable(),
  lines: z
    .array(lineSchema, { error: say('validation.tickets.theLinesAreMissing') })
    .max(60, say('validation.tickets.aTicketShownOnThe')),
  subtotal_cents: amount('subtotal'),
  discount_cents: amount('discount'),
  tax_cents: amount('tax'),
  tip_cents: amount('tip'),
  total_cents: amount('total'),
  amount_due_cents: amount('amountDue'),
});
export type DisplayTicketInput = z.infer<typeof ticketSchema>;

export const displayUpdateSchema = z.discriminatedUnion(
  'screen',
  [
    z.object({ screen: z.literal('idle') }),
    z.object({ screen: z.literal('ticket'), ticket: ticketSchema }),
    z.object({
      screen: z.literal('tip'),
      ticket: ticketSchema,
      tip_base_cents: amount('tipBase'),
    }),
    z.object({ screen: z.literal('thank_you'), invoice_id: id('ticket') }),
  ],
  { error: 'The screen must be idle, ticket, tip or thank_you.' },
);
export type DisplayUpdateInput = z.infer<typeof displayUpdateSchema>;

const PERCENT = say('rules.customers.pleaseChooseOneOfThe');

/** The customer's tap: one of the suggested percents, an amount typed on the keypad, or no tip. */
export const displayTipSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('percent'),
      percent: z.number({ error: PERCENT }).int(PERCENT).min(1, PERCENT).max(100, PERCENT),
    }),
    z.object({ type: z.literal('amount'), cents: cents('tip', { max: DISPLAY_MAX_TIP_CENTS }) }),
    z.object({ type: z.literal('none') }),
  ],
  { error: say('validation.customers.pleaseChooseATipOr') },
);
export type DisplayTipInput = z.infer<typeof displayTipSchema>;
