import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { cardTransactions, stations, terminalDevices } from '../../database/schema';
import { startFakePax, type FakePax } from '../../server/services/terminals/fake/fakePax';

/**
 * terminal-devices.* through the Inertia protocol ("manage settings"): the store's PAX terminals,
 * their rules (a unique name, one terminal per station, an address without scheme or port),
 * soft delete, and "Test connection" (A00) whose answer is kept on the row.
 */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let frontDesk: number;
let station2: number;
let roseDesk: number;
let fake: FakePax;

const URL = '/dashboard/terminal-devices';
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Desk PAX',
  host: '192.168.1.50',
  port: '10009',
  mode: 'http',
  station_id: '',
  timeout_seconds: '120',
  ...over,
});
const rowNamed = async (storeId: number, name: string) =>
  (
    await t.db
      .select()
      .from(terminalDevices)
      .where(and(eq(terminalDevices.storeId, storeId), eq(terminalDevices.name, name)))
  )[0];
async function insertTerminal(
  storeId: number,
  over: Partial<typeof terminalDevices.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(terminalDevices)
    .values({
      storeId,
      name: `T${Math.random().toString(36).slice(2, 8)}`,
      host: '127.0.0.1',
      port: 10009,
      ...over,
    })
    .returning();
  return row;
}
/** A port nothing listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
  const byName = async (storeId: number, name: string) =>
    (
      await t.db
        .select()
        .from(stations)
        .where(and(eq(stations.storeId, storeId), eq(stations.name, name)))
    )[0].id;
  frontDesk = await byName(lotus, 'Front Desk');
  station2 = await byName(lotus, 'Station 2');
  roseDesk = await byName(rose, 'Front Desk');
  fake = await startFakePax({ httpPort: 0, tcpPort: 0 });
  // As FAKE_TERMINAL_PORT names the demo's: a loopback terminal is called only at a port the environment names.
  t.nameLoopbackTerminals(fake.httpPort, fake.tcpPort);
});
afterAll(async () => {
  await fake?.close();
  await t.close();
});

describe('terminal devices', () => {
  test('an empty list says what to do; the create page offers the store’s stations only', async () => {
    const page = await owner.visit(URL);
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('Admin/TerminalDevices/Index');
    expect(page.body.props.terminals).toEqual([]);
    // Settings → PAX Credit as values (the defaults): the page says them in one line.
    expect(page.body.props.pax).toEqual({
      tip_mode: 'adjust',
      signature: false,
      cutoff_minute: 21 * 60,
    });
    expect(page.body.props).not.toHaveProperty('pax_summary');
    expect(page.body.props.stations_without_terminal).toEqual(['Front Desk', 'Station 2']);
    const create = await owner.visit(`${URL}/create`);
    expect(create.body.component).toBe('Admin/TerminalDevices/Create');
    expect(create.body.props.stations).toEqual([
      { id: frontDesk, name: 'Front Desk', terminal: null },
      { id: station2, name: 'Station 2', terminal: null },
    ]);
    expect(create.body.props.defaults).toEqual({ port: 10009, timeout_seconds: 120 });
  });

  test('adds a terminal for a station, and lists it with its address and station', async () => {
    const res = await owner.post(
      URL,
      form({
        name: 'Front PAX',
        host: 'PAX-Front.local',
        port: '10010',
        mode: 'tcp',
        station_id: String(frontDesk),
        timeout_seconds: '90',
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(URL);
    expect(await rowNamed(lotus, 'Front PAX')).toMatchObject({
      host: 'pax-front.local',
      port: 10010,
      mode: 'tcp',
      stationId: frontDesk,
      timeoutSeconds: 90,
      deletedAt: null,
      lastCheckedAt: null,
    });
    const page = await owner.visit(URL);
    expect(page.body.flash).toEqual({
      success: 'Front PAX added. Test the connection to check the address.',
    });
    expect(page.body.props.terminals).toEqual([
      expect.objectContaining({
        name: 'Front PAX',
        host: 'pax-front.local',
        port: 10010,
        mode: 'tcp',
        station_id: frontDesk,
        station_name: 'Front Desk',
        serial_number: null,
        last_check: null,
      }),
    ]);
    // Host, port and mode apart: the page writes the address.
    expect(page.body.props.terminals[0]).not.toHaveProperty('address');
    expect(page.body.props.stations_without_terminal).toEqual(['Station 2']);
    // Blank port and timeout take the defaults.
    await owner.post(URL, form({ name: 'Spare PAX', port: '', timeout_seconds: '' }));
    expect(await rowNamed(lotus, 'Spare PAX')).toMatchObject({
      port: 10009,
      timeoutSeconds: 120,
      stationId: null,
    });
  });

  test('every problem beside its field, all at once', async () => {
    await owner.post(URL, {
      name: '',
      host: 'http://192.168.1.50/pos',
      port: '70000',
      mode: 'serial',
      station_id: 'abc',
      timeout_seconds: '3',
    });
    expect((await owner.visit(`${URL}/create`)).body.props.errors).toEqual({
      name: 'The name field is required.',
      host: 'Enter the terminal’s IP address (like 192.168.1.50) or its name on the network, without http:// or a port.',
      port: 'The port must be a whole number from 1 to 65535 (PAX terminals use 10009).',
      mode: 'Choose HTTP or TCP.',
      station_id: 'The station is invalid.',
      timeout_seconds: 'The timeout must be a whole number of seconds from 5 to 300.',
    });
    await owner.post(
      URL,
      form({
        name: 'x'.repeat(61),
        host: '192.168.1.256',
        port: '0',
        timeout_seconds: '301',
        station_id: String(roseDesk),
      }),
    );
    expect((await owner.visit(`${URL}/create`)).body.props.errors).toEqual({
      name: 'The name may not be longer than 60 characters.',
      host: 'Enter the terminal’s IP address (like 192.168.1.50) or its name on the network, without http:// or a port.',
      port: 'The port must be a whole number from 1 to 65535 (PAX terminals use 10009).',
      timeout_seconds: 'The timeout must be a whole number of seconds from 5 to 300.',
      station_id: 'Choose one of this salon’s stations.',
    });
    await owner.post(URL, form({ host: `${'a'.repeat(254)}`, name: 'Bad\u0000name' }));
    expect((await owner.visit(`${URL}/create`)).body.props.errors).toMatchObject({
      name: 'The name may not contain control characters.',
      host: expect.stringContaining('IP address'),
    });
  });

  test('an address off the salon’s network is refused beside its field: the internet, a metadata service, the server itself, IPv4 in disguise', async () => {
    const errorFor = async (host: string, port = '10009') => {
      await owner.post(URL, form({ name: `Where ${host}`, host, port }));
      return (await owner.visit(`${URL}/create`)).body.props.errors?.host as string | undefined;
    };
    const outside =
      'This address is not on the salon’s network. Enter the terminal’s own address there (like 192.168.1.50) or its name on the network.';
    const server = 'This address is the server itself, not a terminal on the salon’s network.';
    const syntax =
      'Enter the terminal’s IP address (like 192.168.1.50) or its name on the network, without http:// or a port.';
    for (const host of ['8.8.8.8', '169.254.169.254', '100.64.0.1', '0.0.0.0', '2001:4860::8888'])
      expect(await errorFor(host), host).toBe(outside);
    // Loopback, whatever its spelling, at a port the environment does not name.
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])
      expect(await errorFor(host), host).toBe(server);
    expect(await errorFor('127.0.0.1', String(fake.httpPort + 2))).toBe(server);
    // A name is resolved: localhost is the server.
    expect(await errorFor('localhost')).toMatch(
      /^localhost leads to (127\.0\.0\.1|::1), the server itself, not a terminal on the salon’s network\.$/,
    );
    // What a resolver would read as 127.0.0.1 is not an address the form takes.
    for (const host of [
      '2130706433',
      '0x7f.1',
      '0x7f000001',
      '127.1',
      '0177.0.0.1',
      'fe80::1%eth0',
    ])
      expect(await errorFor(host), host).toBe(syntax);
    expect(await rowNamed(lotus, 'Where 8.8.8.8')).toBeUndefined();

    // The salon's network, and the loopback port the environment names (the fake terminal's), are saved.
    for (const [host, port] of [
      ['10.1.2.3', '10009'],
      ['172.31.255.254', '10009'],
      ['169.254.10.20', '10009'],
      ['fd00::50', '10009'],
      ['fe80::1', '10009'],
      ['127.0.0.1', String(fake.httpPort)],
    ]) {
      const res = await owner.post(URL, form({ name: `At ${host}`, host, port }));
      expect(res.status, host).toBe(302);
      expect(await rowNamed(lotus, `At ${host}`), host).toMatchObject({ host, port: Number(port) });
    }
    await t.db
      .update(terminalDevices)
      .set({ deletedAt: new Date() })
      .where(eq(terminalDevices.storeId, lotus));

    // Beside the field in the reader's language.
    const vi = await signedIn(t.app, 'owner@example.com');
    await vi.post('/locale', { locale: 'vi' });
    try {
      await vi.post(URL, form({ name: 'Vi', host: '8.8.8.8' }));
      expect((await vi.visit(`${URL}/create`)).body.props.errors.host).toBe(
        'Địa chỉ này không thuộc mạng của tiệm. Nhập địa chỉ riêng của máy POS trong mạng đó (ví dụ 192.168.1.50) hoặc tên của máy trên mạng.',
      );
    } finally {
      await vi.post('/locale', { locale: 'en' });
    }
  });

  test('a name is the store’s own (case aside) and a station has at most one terminal; another store may use both', async () => {
    await insertTerminal(lotus, { name: 'Station 2 PAX', stationId: station2 });
    await owner.post(URL, form({ name: 'station 2 pax', station_id: String(station2) }));
    expect((await owner.visit(`${URL}/create`)).body.props.errors).toEqual({
      name: 'Another terminal already has this name.',
      station_id: 'Station 2 already has a terminal: Station 2 PAX.',
    });
    // Rose's terminal of the same name and Rose's station are no concern of Lotus's.
    await insertTerminal(rose, { name: 'Rose PAX', stationId: roseDesk });
    expect((await owner.post(URL, form({ name: 'Rose PAX' }))).status).toBe(302);
    expect(await rowNamed(lotus, 'Rose PAX')).toBeDefined();
  });

  test('edits a terminal; moving it forgets what the last test found, renaming keeps it', async () => {
    const row = await insertTerminal(lotus, {
      name: 'Edit me',
      host: '192.168.1.50',
      serialNumber: 'S1',
      model: 'A920',
      lastCheckedAt: new Date(),
      lastCheckOk: true,
      lastCheckMessage: 'Connected: A920, serial S1.',
    });
    const page = await owner.visit(`${URL}/${row.id}/edit`);
    expect(page.body.component).toBe('Admin/TerminalDevices/Edit');
    expect(page.body.props.terminal).toMatchObject({
      id: row.id,
      name: 'Edit me',
      serial_number: 'S1',
      model: 'A920',
      last_check: expect.objectContaining({ ok: true }),
    });
    // Its own name is not "taken"; the station served by another shows which one.
    let res = await owner.send(
      'put',
      `${URL}/${row.id}`,
      form({ name: 'Edited', host: '192.168.1.50' }),
    );
    expect(res.status).toBe(303);
    expect(await rowNamed(lotus, 'Edited')).toMatchObject({
      id: row.id,
      serialNumber: 'S1',
      lastCheckOk: true,
    });
    res = await owner.send('put', `${URL}/${row.id}`, form({ name: 'Edited', host: '10.0.0.9' }));
    expect(res.status).toBe(303);
    expect(await rowNamed(lotus, 'Edited')).toMatchObject({
      host: '10.0.0.9',
      serialNumber: null,
      model: null,
      lastCheckedAt: null,
      lastCheckOk: null,
    });
    const station2Row = await rowNamed(lotus, 'Station 2 PAX');
    await owner.send(
      'put',
      `${URL}/${row.id}`,
      form({ name: 'Edited', station_id: String(station2) }),
    );
    expect((await owner.visit(`${URL}/${row.id}/edit`)).body.props.errors).toEqual({
      station_id: `Station 2 already has a terminal: ${station2Row.name}.`,
    });
  });

  test('removing keeps the row (its card history names it), frees its name and station, and it is gone from every route', async () => {
    const row = await insertTerminal(lotus, { name: 'Old PAX' });
    const res = await owner.send('delete', `${URL}/${row.id}`);
    expect(res.status).toBe(303);
    expect((await owner.visit(URL)).body.flash).toEqual({ success: 'Old PAX removed.' });
    const [kept] = await t.db.select().from(terminalDevices).where(eq(terminalDevices.id, row.id));
    expect(kept.deletedAt).toBeInstanceOf(Date);
    expect((await owner.visit(`${URL}/${row.id}/edit`)).status).toBe(404);
    expect((await owner.send('delete', `${URL}/${row.id}`)).status).toBe(404);
    expect((await owner.post(`${URL}/${row.id}/test`)).status).toBe(404);
    expect(
      (await owner.visit(URL)).body.props.terminals.map((r: { id: number }) => r.id),
    ).not.toContain(row.id);
    expect((await owner.post(URL, form({ name: 'Old PAX' }))).status).toBe(302);
  });

  test('another store’s terminal is a 404; the manager (no "manage settings") gets 403 everywhere', async () => {
    const roses = await insertTerminal(rose, { name: 'Rose only' });
    const mine = await insertTerminal(lotus, { name: 'Lotus only' });
    expect((await owner.visit(`${URL}/${roses.id}/edit`)).status).toBe(404);
    expect((await owner.send('put', `${URL}/${roses.id}`, form({ name: 'Hijack' }))).status).toBe(
      404,
    );
    expect((await owner.send('delete', `${URL}/${roses.id}`)).status).toBe(404);
    expect((await owner.post(`${URL}/${roses.id}/test`)).status).toBe(404);
    expect((await owner.visit(`${URL}/2147483648/edit`)).status).toBe(404);
    const [after] = await t.db
      .select()
      .from(terminalDevices)
      .where(eq(terminalDevices.id, roses.id));
    expect(after).toMatchObject({ name: 'Rose only', deletedAt: null, lastCheckedAt: null });

    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(URL)).status).toBe(403);
    expect((await manager.visit(`${URL}/create`)).status).toBe(403);
    expect((await manager.post(URL, form({ name: 'By manager' }))).status).toBe(403);
    expect((await manager.visit(`${URL}/${mine.id}/edit`)).status).toBe(403);
    expect(
      (await manager.send('put', `${URL}/${mine.id}`, form({ name: 'By manager' }))).status,
    ).toBe(403);
    expect((await manager.send('delete', `${URL}/${mine.id}`)).status).toBe(403);
    expect((await manager.post(`${URL}/${mine.id}/test`)).status).toBe(403);
    expect(await rowNamed(lotus, 'By manager')).toBeUndefined();
  });
});

describe('a station and its terminal', () => {
  test('a station a terminal serves, or where cards were taken, is kept with a reason; once its terminal is removed it can go', async () => {
    const [{ id: spare }] = await t.db
      .insert(stations)
      .values({ storeId: lotus, name: 'Spare chair' })
      .returning();
    const terminal = await insertTerminal(lotus, { name: 'Spare PAX 2', stationId: spare });
    expect((await owner.send('delete', `/dashboard/stations/${spare}`)).status).toBe(303);
    expect((await owner.visit('/dashboard/stations')).body.flash).toEqual({
      error:
        'Spare chair is served by Spare PAX 2: remove that terminal or give it another station first.',
    });
    expect(await t.db.select().from(stations).where(eq(stations.id, spare))).toHaveLength(1);

    await owner.send('delete', `${URL}/${terminal.id}`);
    expect((await owner.visit(URL)).body.flash).toEqual({ success: 'Spare PAX 2 removed.' });
    expect((await owner.send('delete', `/dashboard/stations/${spare}`)).status).toBe(303);
    expect((await owner.visit('/dashboard/stations')).body.flash).toEqual({
      success: 'Station deleted.',
    });
    expect(await t.db.select().from(stations).where(eq(stations.id, spare))).toHaveLength(0);
    const [removed] = await t.db
      .select()
      .from(terminalDevices)
      .where(eq(terminalDevices.id, terminal.id));
    expect(removed).toMatchObject({ stationId: null, name: 'Spare PAX 2' });
    expect(removed.deletedAt).toBeInstanceOf(Date);

    const [{ id: busy }] = await t.db
      .insert(stations)
      .values({ storeId: lotus, name: 'Busy chair' })
      .returning();
    const used = await insertTerminal(lotus, { name: 'Busy PAX', stationId: busy });
    await t.db.insert(cardTransactions).values({
      storeId: lotus,
      terminalId: used.id,
      stationId: busy,
      kind: 'sale',
      status: 'approved',
      ecrRef: `busy-${used.id}`,
      requestedCents: 1000,
      approvedCents: 1000,
      byName: 'Test',
    });
    await owner.send('delete', `${URL}/${used.id}`);
    expect((await owner.visit(URL)).body.flash).toEqual({ success: 'Busy PAX removed.' });
    await owner.send('delete', `/dashboard/stations/${busy}`);
    expect((await owner.visit('/dashboard/stations')).body.flash).toEqual({
      error: 'Busy chair has card payments on record, so it is kept: rename it instead.',
    });
    expect(await t.db.select().from(stations).where(eq(stations.id, busy))).toHaveLength(1);
  });
});

describe('test connection', () => {
  test.each(['http', 'tcp'] as const)(
    'over %s: A00 answers the model and serial, which are flashed and kept',
    async (mode) => {
      const row = await insertTerminal(lotus, {
        name: `Fake ${mode}`,
        mode,
        port: mode === 'http' ? fake.httpPort : fake.tcpPort,
        timeoutSeconds: 30,
      });
      const res = await owner.post(`${URL}/${row.id}/test`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(URL);
      const page = await owner.visit(URL);
      expect(page.body.flash).toEqual({ success: 'Connected: A920, serial FAKE0001.' });
      const [after] = await t.db
        .select()
        .from(terminalDevices)
        .where(eq(terminalDevices.id, row.id));
      expect(after).toMatchObject({
        serialNumber: 'FAKE0001',
        model: 'A920',
        lastCheckOk: true,
        lastCheckMessage: 'Connected: A920, serial FAKE0001.',
      });
      expect(page.body.props.terminals.find((r: { id: number }) => r.id === row.id)).toMatchObject({
        serial_number: 'FAKE0001',
        model: 'A920',
        last_check: {
          ok: true,
          message: 'Connected: A920, serial FAKE0001.',
          at: after.lastCheckedAt!.toISOString(),
        },
      });
    },
  );

  test('a terminal stored at an address it may not have is never called: the test says why, and nothing reaches the port', async () => {
    let connections = 0;
    const listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as { port: number };
    try {
      for (const mode of ['http', 'tcp'] as const) {
        // As a row saved before the rule, or written around the form.
        const row = await insertTerminal(lotus, { name: `Local ${mode}`, port, mode });
        await owner.post(`${URL}/${row.id}/test`);
        const message = `The terminal’s address 127.0.0.1 is not on the salon’s network, so it was not called: correct it under Terminal Devices.`;
        expect((await owner.visit(URL)).body.flash).toEqual({ error: message });
        const [after] = await t.db
          .select()
          .from(terminalDevices)
          .where(eq(terminalDevices.id, row.id));
        expect(after).toMatchObject({ lastCheckOk: false, lastCheckMessage: message });
      }
      expect(connections).toBe(0);
    } finally {
      listener.close();
    }
  });

  test('a terminal nobody answers for: the error is flashed and kept on the row as a failed test', async () => {
    const port = await closedPort();
    t.nameLoopbackTerminals(port);
    const row = await insertTerminal(lotus, {
      name: 'Nobody home',
      port,
      mode: 'tcp',
      serialNumber: 'OLD1',
      model: 'S300',
    });
    const res = await owner.post(`${URL}/${row.id}/test`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(URL);
    const [after] = await t.db.select().from(terminalDevices).where(eq(terminalDevices.id, row.id));
    expect(after).toMatchObject({ lastCheckOk: false, serialNumber: 'OLD1', model: 'S300' });
    expect(after.lastCheckedAt).toBeInstanceOf(Date);
    expect(after.lastCheckMessage).toMatch(/\S/);
    const page = await owner.visit(URL);
    expect(page.body.flash).toEqual({ error: after.lastCheckMessage });
    expect(
      page.body.props.terminals.find((r: { id: number }) => r.id === row.id).last_check,
    ).toMatchObject({ ok: false, message: after.lastCheckMessage });
  });

  test('a terminal that takes the request and never answers: after its timeout, a failed test that speaks of no card', async () => {
    const silent = createServer((socket) => socket.on('error', () => {}));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    t.nameLoopbackTerminals(port);
    try {
      const row = await insertTerminal(lotus, {
        name: 'Silent',
        port,
        mode: 'tcp',
        timeoutSeconds: 5,
      });
      await owner.post(`${URL}/${row.id}/test`);
      const message = `No answer from the terminal at 127.0.0.1:${port}: check that it is on and showing its POSLink screen, then test again.`;
      expect((await owner.visit(URL)).body.flash).toEqual({ error: message });
      const [after] = await t.db
        .select()
        .from(terminalDevices)
        .where(eq(terminalDevices.id, row.id));
      expect(after).toMatchObject({ lastCheckOk: false, lastCheckMessage: message });
    } finally {
      silent.close();
    }
  }, 20_000);
});
