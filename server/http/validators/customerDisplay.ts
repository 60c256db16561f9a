import { z } from 'zod';
import { DISPLAY_MAX_TIP_CENTS } from '../../../common/customerDisplay';
import { cents, id, text } from './fields';

/**
 * The customer display's inputs: what the POS of a station sends its
 * display (pos.display.update, JSON), and the customer's tip choice
 * (display.tip, by the display's link).
 */

/** A ticket's amounts stay under $1,000,000: more is no ticket this screen shows. */
const MAX_TICKET_CENTS = 100_000_000;
const amount = (label: string) => cents(label, { max: MAX_TICKET_CENTS });

const lineSchema = z.object({
  name: text('line name', 120),
  quantity: z
    .number({ error: 'The quantity must be a whole number from 1 to 999.' })
    .int('The quantity must be a whole number from 1 to 999.')
    .min(1, 'The quantity must be a whole number from 1 to 999.')
    .max(999, 'The quantity must be a whole number from 1 to 999.'),
  unit_price_cents: amount('price'),
  discount_cents: amount('discount'),
  amount_cents: amount('line amount'),
});

const ticketSchema = z.object({
  customer_id: id('customer').nullable(),
  lines: z
    .array(lineSchema, { error: 'The lines are missing.' })
    .max(60, 'A ticket shown on the display may have at most 60 lines.'),
  subtotal_cents: amount('subtotal'),
  discount_cents: amount('discount'),
  tax_cents: amount('tax'),
  tip_cents: amount('tip'),
  total_cents: amount('total'),
  amount_due_cents: amount('amount due'),
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
      tip_base_cents: amount('tip base'),
    }),
    z.object({ screen: z.literal('thank_you'), invoice_id: id('ticket') }),
  ],
  { error: 'The screen must be idle, ticket, tip or thank_you.' },
);
export type DisplayUpdateInput = z.infer<typeof displayUpdateSchema>;

const PERCENT = 'Please choose one of the tips shown.';

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
  { error: 'Please choose a tip, or No tip.' },
);
export type DisplayTipInput = z.infer<typeof displayTipSchema>;
