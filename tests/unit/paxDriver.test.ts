import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  FAKE_CARDS,
  FAKE_MAGIC,
  startFakePax,
  type FakePax,
} from '../../server/services/terminals/fake/fakePax';
import { PaxDriver } from '../../server/services/terminals/pax/driver';
import {
  terminalDriverFor,
  TerminalError,
  type TerminalMode,
} from '../../server/services/terminals';
import { ConfigError, loadConfig } from '../../server/config';
import { loopbackTerminals, setLoopbackTerminals } from '../../server/services/terminals/addresses';

/** The real driver against the fake PAX terminal, over both transports. */
let fake: FakePax;
/** Names 127.0.0.1 at these ports as terminal addresses, as TERMINAL_LOOPBACK would: the driver calls no other loopback port. */
const nameLoopback = (...ports: number[]) =>
  setLoopbackTerminals([
    ...loopbackTerminals(),
    ...ports.map((port) => ({ address: '127.0.0.1', port })),
  ]);
beforeAll(async () => {
  fake = await startFakePax();
  nameLoopback(fake.httpPort, fake.tcpPort);
});
afterAll(async () => {
  setLoopbackTerminals([]);
  await fake.close();
});
beforeEach(() => fake.terminal.reset());

let ref = 0;
const nextRef = () => `T${++ref}`;
const original = (r: {
  ecrRef: string;
  terminalRef: string | null;
  hostRef: string | null;
  authCode: string | null;
}) => ({
  ecrRef: r.ecrRef,
  terminalRef: r.terminalRef,
  hostRef: r.hostRef,
  authCode: r.authCode,
});

async function thrown(promise: Promise<unknown>): Promise<TerminalError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TerminalError);
  return err as TerminalError;
}

describe.each<TerminalMode>(['http', 'tcp'])('the PAX driver over %s', (mode) => {
  const driver = () =>
    terminalDriverFor({
      host: '127.0.0.1',
      port: mode === 'http' ? fake.httpPort : fake.tcpPort,
      mode,
      timeoutMs: 3000,
    });

  test('A00 names the terminal', async () => {
    expect(await driver().initialize()).toEqual({ serialNumber: 'FAKE0001', model: 'A920' });
  });

  test('an approved sale gives the card, entry mode, auth code and the references, and echoes our ECRRefNum', async () => {
    const ecrRef = nextRef();
    const result = await driver().sale({ ecrRef, amountCents: 4500, invoiceNo: '1042' });
    const card = FAKE_CARDS[4500 % 4];
    expect(result).toMatchObject({
      outcome: 'approved',
      resultCode: '000000',
      message: 'Approved.',
      ecrRef,
      approvedCents: 4500,
      amountDueCents: 0,
      tipCents: 0,
      last4: card.last4,
      cardType: card.brand,
      entryMode: card.entry,
      batchNo: String(fake.terminal.batchNo),
    });
    const [record] = fake.terminal.records();
    expect(result).toMatchObject({
      authCode: record.authCode,
      hostRef: record.hostRef,
      terminalRef: record.terminalRef,
    });
    expect(record).toMatchObject({ kind: 'sale', ecrRef, amountCents: 4500, invoiceNo: '1042' });
  });

  test('a declined card is a decline with a sentence for the clerk, and nothing is kept', async () => {
    const result = await driver().sale({ ecrRef: nextRef(), amountCents: FAKE_MAGIC.decline });
    expect(result).toMatchObject({
      outcome: 'declined',
      resultCode: '000100',
      approvedCents: 0,
      message: 'The card was declined. Ask for another card or another way to pay.',
    });
    expect(fake.terminal.records()).toEqual([]);
  });

  test('a partial approval approves half and says what is still due', async () => {
    const result = await driver().sale({ ecrRef: nextRef(), amountCents: FAKE_MAGIC.partial });
    expect(result).toMatchObject({
      outcome: 'approved',
      approvedCents: 651,
      amountDueCents: 652,
      tipCents: 0,
    });
  });

  test('the customer cancelling and an expired card are declines with their own sentences', async () => {
    expect(
      await driver().sale({ ecrRef: nextRef(), amountCents: FAKE_MAGIC.customerCancel }),
    ).toMatchObject({
      outcome: 'declined',
      resultCode: '100002',
      message: 'Cancelled on the terminal. Nothing was charged.',
    });
    expect(
      await driver().sale({ ecrRef: nextRef(), amountCents: FAKE_MAGIC.expired }),
    ).toMatchObject({
      outcome: 'declined',
      resultCode: '100003',
      message: 'The card has expired. Ask for another card.',
    });
  });

  test('a tip prompt adds the 20 % tip the customer picks, apart from the sale', async () => {
    const result = await driver().sale({ ecrRef: nextRef(), amountCents: 4321, tipRequest: true });
    expect(result).toMatchObject({ outcome: 'approved', approvedCents: 4321, tipCents: 864 });
    expect(
      await driver().sale({ ecrRef: nextRef(), amountCents: FAKE_MAGIC.noTip, tipRequest: true }),
    ).toMatchObject({ approvedCents: FAKE_MAGIC.noTip, tipCents: 0 });
  });

  test('void, return and tip adjust act on the sale, and R00 totals agree with what stays in the batch', async () => {
    const d = driver();
    const a = await d.sale({ ecrRef: nextRef(), amountCents: 5000 });
    const b = await d.sale({ ecrRef: nextRef(), amountCents: 3000 });
    const c = await d.sale({ ecrRef: nextRef(), amountCents: 2000, tipRequest: true });
    expect(await d.localTotals()).toEqual({ count: 3, amountCents: 10000, tipCents: 400 });

    const voided = await d.void({ ecrRef: nextRef(), original: original(b) });
    expect(voided).toMatchObject({ outcome: 'approved', approvedCents: 3000, hostRef: b.hostRef });
    const again = await d.void({ ecrRef: nextRef(), original: original(b) });
    expect(again).toMatchObject({
      outcome: 'declined',
      resultCode: '100021',
      message: 'That payment was already voided on the terminal.',
    });

    const returned = await d.refund({
      ecrRef: nextRef(),
      amountCents: 1500,
      original: original(a),
    });
    expect(returned).toMatchObject({ outcome: 'approved', approvedCents: 1500, last4: a.last4 });

    const adjusted = await d.adjustTip({
      ecrRef: nextRef(),
      tipCents: 1000,
      original: original(a),
    });
    expect(adjusted).toMatchObject({ outcome: 'approved', approvedCents: 5000, tipCents: 1000 });
    // a 5000 + 10 tip, c 2000 + 4 tip, less a 1500 return; b voided.
    expect(await d.localTotals()).toEqual({ count: 3, amountCents: 5500, tipCents: 1400 });
    expect(c.tipCents).toBe(400);
  });

  test('R02 lists every record of the batch, the voided sale marked, so an unknown result can be found by its ECRRefNum', async () => {
    const d = driver();
    const kept = await d.sale({ ecrRef: nextRef(), amountCents: 2500 });
    const gone = await d.sale({ ecrRef: nextRef(), amountCents: 1800 });
    const voidRef = nextRef();
    await d.void({ ecrRef: voidRef, original: original(gone) });
    const planted = fake.terminal.plantRecord({ amountCents: 999, ecrRef: 'ON-DEVICE' });
    const records = await d.localDetail();
    expect(records.map((r) => [r.kind, r.ecrRef, r.amountCents, r.voided])).toEqual([
      ['sale', kept.ecrRef, 2500, false],
      ['sale', gone.ecrRef, 1800, true],
      ['void', voidRef, 1800, false],
      ['sale', 'ON-DEVICE', 999, false],
    ]);
    expect(records[0]).toMatchObject({
      terminalRef: kept.terminalRef,
      hostRef: kept.hostRef,
      authCode: kept.authCode,
      last4: kept.last4,
      cardType: kept.cardType,
    });
    expect(records[3].terminalRef).toBe(planted.terminalRef);
  });

  test('a tip changed on the terminal itself shows in R02 and R00', async () => {
    const d = driver();
    const sale = await d.sale({ ecrRef: nextRef(), amountCents: 4000 });
    fake.terminal.adjustTipOnDevice(sale.terminalRef!, 700);
    expect(await d.localTotals()).toEqual({ count: 1, amountCents: 4000, tipCents: 700 });
    expect((await d.localDetail()).map((r) => [r.kind, r.tipCents])).toEqual([
      ['sale', 700],
      ['adjust', 700],
    ]);
  });

  test('B00 settles what R00 counted and the next batch starts empty', async () => {
    const d = driver();
    await d.sale({ ecrRef: nextRef(), amountCents: 6000, tipRequest: true });
    await d.sale({ ecrRef: nextRef(), amountCents: 1000 });
    const batchNo = fake.terminal.batchNo;
    expect(await d.localTotals()).toEqual({ count: 2, amountCents: 7000, tipCents: 1200 });
    const closed = await d.batchClose();
    expect(closed).toMatchObject({
      outcome: 'approved',
      resultCode: '000000',
      count: 2,
      amountCents: 8200,
      batchNo: String(batchNo),
    });
    expect(closed.hostRef).toBeTruthy();
    expect(await d.localTotals()).toEqual({ count: 0, amountCents: 0, tipCents: 0 });
    expect(await d.localDetail()).toEqual([]);
    expect(fake.terminal.batchNo).toBe(batchNo + 1);
    expect((await d.sale({ ecrRef: nextRef(), amountCents: 500 })).batchNo).toBe(
      String(batchNo + 1),
    );
  });

  test('a request the terminal never answers is an unknown result after the timeout, never a decline', async () => {
    const d = terminalDriverFor({
      host: '127.0.0.1',
      port: mode === 'http' ? fake.httpPort : fake.tcpPort,
      mode,
      timeoutMs: 800,
    });
    fake.terminal.hangNext();
    expect((await thrown(d.sale({ ecrRef: nextRef(), amountCents: 700 }))).kind).toBe('unknown');
    // The magic timeout amount: charged on the terminal but the answer is lost; the POS finds it in R02.
    const lostRef = nextRef();
    expect((await thrown(d.sale({ ecrRef: lostRef, amountCents: FAKE_MAGIC.timeout }))).kind).toBe(
      'unknown',
    );
    expect((await driver().localDetail()).find((r) => r.ecrRef === lostRef)).toMatchObject({
      kind: 'sale',
      amountCents: FAKE_MAGIC.timeout,
      voided: false,
    });
  });

  test('an aborted wait is an unknown result once the request was sent', async () => {
    const controller = new AbortController();
    fake.terminal.hangNext();
    const before = fake.terminal.received;
    const pending = driver().sale({ ecrRef: nextRef(), amountCents: 800 }, controller.signal);
    for (let i = 0; i < 150 && fake.terminal.received === before; i++)
      await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    expect((await thrown(pending)).kind).toBe('unknown');
  });

  test('a port nobody listens on is unreachable', async () => {
    const closed = await freePort();
    const err = await thrown(
      terminalDriverFor({ host: '127.0.0.1', port: closed, mode, timeoutMs: 2000 }).sale({
        ecrRef: nextRef(),
        amountCents: 100,
      }),
    );
    expect(err.kind).toBe('unreachable');
  });
});

describe('the PAX driver, TCP only', () => {
  const tcp = (timeoutMs = 3000) =>
    new PaxDriver({ host: '127.0.0.1', port: fake.tcpPort, mode: 'tcp', timeoutMs });

  test('a frame the terminal NAKs is sent again and the sale goes through', async () => {
    fake.terminal.nakNext(2);
    expect(await tcp().sale({ ecrRef: nextRef(), amountCents: 1200 })).toMatchObject({
      outcome: 'approved',
      approvedCents: 1200,
    });
    expect(fake.terminal.records()).toHaveLength(1);
  });

  test('a frame NAKed four times never reached the terminal: unreachable, nothing charged', async () => {
    fake.terminal.nakNext(4);
    expect((await thrown(tcp().sale({ ecrRef: nextRef(), amountCents: 1200 }))).kind).toBe(
      'unreachable',
    );
    expect(fake.terminal.records()).toEqual([]);
  });

  test('a garbled reply is NAKed and read again; three garbled replies are an unknown result', async () => {
    fake.terminal.garbleNext(2);
    expect(await tcp().sale({ ecrRef: nextRef(), amountCents: 1400 })).toMatchObject({
      outcome: 'approved',
    });
    fake.terminal.garbleNext(3);
    const err = await thrown(tcp().sale({ ecrRef: nextRef(), amountCents: 1600 }));
    expect(err.kind).toBe('unknown');
    expect(fake.terminal.records()).toHaveLength(2);
  });

  test('cancel() sends A14 on a second connection and the waiting sale answers cancelled', async () => {
    const d = tcp(5000);
    const waiting = d.sale({ ecrRef: nextRef(), amountCents: FAKE_MAGIC.waitForCard });
    for (let i = 0; i < 150 && !fake.terminal.waiting; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(fake.terminal.waiting).toBe(true);
    expect(await d.cancel()).toBe(true);
    expect(await waiting).toMatchObject({ outcome: 'declined', resultCode: '100002' });
    expect(fake.terminal.records()).toEqual([]);
  });

  test('HTTP mode has no cancel', async () => {
    expect(
      await new PaxDriver({
        host: '127.0.0.1',
        port: fake.httpPort,
        mode: 'http',
        timeoutMs: 1000,
      }).cancel(),
    ).toBe(false);
  });
});

describe('a connection dropped after the request went out', () => {
  test.each<TerminalMode>(['http', 'tcp'])(
    'is an unknown result over %s (the card may have been charged)',
    async (mode) => {
      // A terminal that reads the request, then drops the line without answering.
      const server = createServer((socket) => socket.once('data', () => socket.destroy()));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      try {
        const port = (server.address() as AddressInfo).port;
        nameLoopback(port);
        const err = await thrown(
          new PaxDriver({ host: '127.0.0.1', port, mode, timeoutMs: 2000 }).sale({
            ecrRef: nextRef(),
            amountCents: 100,
          }),
        );
        expect(err.kind).toBe('unknown');
      } finally {
        server.close();
      }
    },
  );
});

describe('the fake terminal over HTTP', () => {
  test('a frame with a bad LRC is answered 400, and a garbled reply is an unknown result', async () => {
    const res = await fetch(
      `http://127.0.0.1:${fake.httpPort}/?${Buffer.from('\x02A00\x1c1.35\x1c\x03\x00').toString('base64')}`,
    );
    expect(res.status).toBe(400);
    fake.terminal.garbleNext(1);
    const http = new PaxDriver({
      host: '127.0.0.1',
      port: fake.httpPort,
      mode: 'http',
      timeoutMs: 2000,
    });
    expect((await thrown(http.sale({ ecrRef: nextRef(), amountCents: 900 }))).kind).toBe('unknown');
  });
});

describe('starting the fake terminal', () => {
  const env = { SESSION_SECRET: 'x'.repeat(40), STORAGE_DIR: '/tmp/chairside-test-storage' };

  test('FAKE_TERMINAL_PORT: 10009 and 10010 in development unless off; off in test unless a port is given; nonsense stops the start', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).fakeTerminal).toEqual({
      httpPort: 10009,
      tcpPort: 10010,
    });
    expect(
      loadConfig({ ...env, NODE_ENV: 'development', FAKE_TERMINAL_PORT: 'off' }).fakeTerminal,
    ).toBeNull();
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).fakeTerminal).toBeNull();
    expect(
      loadConfig({ ...env, NODE_ENV: 'test', FAKE_TERMINAL_PORT: '11009' }).fakeTerminal,
    ).toEqual({ httpPort: 11009, tcpPort: 11010 });
    for (const bad of ['on', '65535', '0', '-1'])
      expect(() => loadConfig({ ...env, FAKE_TERMINAL_PORT: bad })).toThrow(ConfigError);
  });

  test('as the demo starts it, the TCP port is a second terminal with its own batch', async () => {
    const demo = await startFakePax({ perPortTerminals: true });
    nameLoopback(demo.httpPort, demo.tcpPort);
    try {
      const http = new PaxDriver({
        host: '127.0.0.1',
        port: demo.httpPort,
        mode: 'http',
        timeoutMs: 2000,
      });
      const tcp = new PaxDriver({
        host: '127.0.0.1',
        port: demo.tcpPort,
        mode: 'tcp',
        timeoutMs: 2000,
      });
      expect([
        (await http.initialize()).serialNumber,
        (await tcp.initialize()).serialNumber,
      ]).toEqual(['FAKE0001', 'FAKE0002']);
      await http.sale({ ecrRef: 'D1', amountCents: 2000 });
      await tcp.sale({ ecrRef: 'D1', amountCents: 3000 });
      expect(await http.batchClose()).toMatchObject({ count: 1, amountCents: 2000 });
      expect(await tcp.localTotals()).toEqual({ count: 1, amountCents: 3000, tipCents: 0 });
      expect(demo.tcpTerminal.records()).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });

  test('a port in use rejects (the server logs a warning) and leaves the other port free', async () => {
    const err = await startFakePax({ httpPort: fake.tcpPort }).then(
      () => null,
      (e: NodeJS.ErrnoException) => e,
    );
    expect(err?.code).toBe('EADDRINUSE');
    const other = await startFakePax({ httpPort: 0, tcpPort: fake.httpPort }).then(
      () => null,
      (e: NodeJS.ErrnoException) => e,
    );
    expect(other?.code).toBe('EADDRINUSE');
  });
});

/** A port that was free a moment ago (nothing listens on it). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      nameLoopback(port);
      server.close(() => resolve(port));
    });
  });
}
