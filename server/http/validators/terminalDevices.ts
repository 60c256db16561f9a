import { z } from 'zod';
import { sayLabel } from '../../../common/labels';
import { TERMINAL_MODES } from '../../../database/schema/terminals';
import {
  DEFAULT_TERMINAL_PORT,
  DEFAULT_TERMINAL_TIMEOUT,
  isTerminalHost,
  TERMINAL_HOST_MAX,
  TERMINAL_NAME_MAX,
  TERMINAL_TIMEOUT_MAX,
  TERMINAL_TIMEOUT_MIN,
} from '../../domain/terminals/devices';
import { id, text } from './fields';
import { say } from '../../../common/said';

const blankTo = (fallback: unknown) => (v: unknown) =>
  v === '' || v === null || v === undefined ? fallback : v;

/** A whole number sent as a number or as digits, within bounds; blank is the default; anything else is `message`. */
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankTo(fallback),
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,6}$/, message),
        ],
        { error: message },
      )
      .transform(Number)
      .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message)),
  );

export const HOST_MESSAGE = say('validation.terminals.enterTheTerminalSIP');
export const PORT_MESSAGE = say('validation.terminals.thePortMustBeA');
export const TIMEOUT_MESSAGE = say('validation.terminals.theTimeoutMustBeA', {
  min: TERMINAL_TIMEOUT_MIN,
  max: TERMINAL_TIMEOUT_MAX,
});

/** terminal-devices.store / update: one PAX terminal on the store's network. */
export const terminalSchema = z.object({
  name: text('name', TERMINAL_NAME_MAX),
  host: z
    .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel('address') }) })
    .trim()
    .min(1, say('validation.field.theFieldIsRequired', { label: sayLabel('address') }))
    .max(TERMINAL_HOST_MAX, HOST_MESSAGE)
    .refine(isTerminalHost, HOST_MESSAGE)
    .transform((h) => h.toLowerCase()),
  port: wholeNumber(PORT_MESSAGE, 1, 65535, DEFAULT_TERMINAL_PORT),
  mode: z.enum(TERMINAL_MODES, { error: say('validation.terminals.chooseHTTPOrTCP') }),
  station_id: z.preprocess(blankTo(null), id('station').nullable()),
  timeout_seconds: wholeNumber(
    TIMEOUT_MESSAGE,
    TERMINAL_TIMEOUT_MIN,
    TERMINAL_TIMEOUT_MAX,
    DEFAULT_TERMINAL_TIMEOUT,
  ),
});
export type TerminalInput = z.infer<typeof terminalSchema>;
