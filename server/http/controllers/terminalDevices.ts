import {
  findTerminal,
  listTerminals,
  recordTerminalCheck,
  trashTerminal,
  type TerminalValues,
} from '../../../database/queries/terminalDevices';
import { listStations } from '../../../database/queries/stations';
import { terminalDriverFor, TerminalError } from '../../services/terminals';
import { endpointOf, saveTerminal, terminalProblems } from '../../domain/terminals/devices';
import { paxSettingsFor } from '../../domain/terminals/paxSettings';
import { storeAction, type StoreContext } from '../action';
import { notFound } from '../errors';
import {
  terminalDevicesPage,
  terminalFormChoices,
  terminalRow,
} from '../presenters/terminalDevices';
import { routeUrl } from '../urls';
import { flash, validateForm } from '../validate';
import { terminalSchema, type TerminalInput } from '../validators/terminalDevices';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

const terminalParam = { terminal: findTerminal };
/** A00 answers at once when the terminal is there; a test never waits the whole card-entry timeout. */
const TEST_TIMEOUT_MS = 10_000;

/** terminal-devices.index ("manage settings"): the store's PAX terminals and their last test. */
export const index = storeAction({}, async ({ db, store, res }) => {
  const [terminals, stations, pax] = await Promise.all([
    listTerminals(db, store.id),
    listStations(db, store.id),
    paxSettingsFor(db, store.id),
  ]);
  await res.inertia('Admin/TerminalDevices/Index', terminalDevicesPage(terminals, stations, pax), {
    title: 'Terminal Devices',
  });
});

async function formProps({ db, store }: StoreContext, exceptId: number | null) {
  const [stations, terminals] = await Promise.all([
    listStations(db, store.id),
    listTerminals(db, store.id),
  ]);
  return terminalFormChoices(stations, terminals, exceptId);
}

const valuesOf = (i: Partial<TerminalInput>): Partial<TerminalValues> => ({
  name: i.name,
  host: i.host,
  port: i.port,
  mode: i.mode,
  stationId: i.station_id,
  timeoutSeconds: i.timeout_seconds,
});

/** Every field's message at once: the form's own rules, then the database's (a taken name or station). */
const parse = (a: StoreContext, exceptId: number | null) =>
  validateForm(terminalSchema, a.req.body, (valid) =>
    terminalProblems(a.db, a.store.id, exceptId, valuesOf(valid)),
  ).then((i) => valuesOf(i) as TerminalValues);

export const create = storeAction({}, async (a) => {
  await a.res.inertia('Admin/TerminalDevices/Create', await formProps(a, null), {
    title: 'New Terminal',
  });
});

export const store = storeAction({}, async (a) => {
  const values = await parse(a, null);
  await saveTerminal(a.db, a.store.id, null, values);
  flash(
    a.req,
    'success',
    say('flash.cardTerminals.addedTestTheConnectionTo', { name: values.name }),
  );
  a.res.redirect(routeUrl('terminal-devices.index'));
});

export const edit = storeAction({ load: terminalParam }, async (a) => {
  const { terminal } = a.bound;
  await a.res.inertia(
    'Admin/TerminalDevices/Edit',
    { terminal: terminalRow(terminal), ...(await formProps(a, terminal.id)) },
    { title: `Terminal ${terminal.name}` },
  );
});

export const update = storeAction({ load: terminalParam }, async (a) => {
  const { terminal } = a.bound;
  await saveTerminal(a.db, a.store.id, terminal, await parse(a, terminal.id));
  flash(a.req, 'success', say('flash.cardTerminals.terminalSaved'));
  a.res.redirect(routeUrl('terminal-devices.index'));
});

/** Soft delete: its card transactions and batches keep naming it; its station takes cards by hand again. */
export const destroy = storeAction(
  { load: terminalParam },
  async ({ db, store, bound: { terminal }, req, res }) => {
    if (!(await trashTerminal(db, store.id, terminal.id))) throw notFound();
    flash(req, 'success', say('flash.cardTerminals.removed', { name: terminal.name }));
    res.redirect(routeUrl('terminal-devices.index'));
  },
);

/** terminal-devices.test: A00 Initialize; the answer (serial, model) or the reason it failed is kept and flashed. */
export const test = storeAction(
  { load: terminalParam },
  async ({ db, store, bound: { terminal }, req, res }) => {
    const endpoint = endpointOf(terminal);
    const at = clock.now();
    try {
      const info = await terminalDriverFor({
        ...endpoint,
        timeoutMs: Math.min(endpoint.timeoutMs, TEST_TIMEOUT_MS),
      }).initialize();
      const message = say('flash.cardTerminals.connectedSerial', {
        model: info.model,
        serial: info.serialNumber,
      });
      await recordTerminalCheck(db, store.id, terminal.id, {
        at,
        ok: true,
        message,
        serialNumber: info.serialNumber,
        model: info.model,
      });
      flash(req, 'success', message);
    } catch (err) {
      if (!(err instanceof TerminalError)) throw err;
      // The driver's words for a lost answer speak of a charged card; Initialize charges nothing.
      const message =
        err.kind === 'unknown'
          ? say('flash.cardTerminals.noAnswerFromTheTerminal', {
              host: terminal.host,
              port: terminal.port,
            })
          : say('validation.terminals.terminalSaid', { text: err.message });
      await recordTerminalCheck(db, store.id, terminal.id, { at, ok: false, message });
      flash(req, 'error', message);
    }
    res.redirect(routeUrl('terminal-devices.index'));
  },
);
