import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  ACK,
  decodeFrame,
  encodeFrame,
  EOT,
  extData,
  frameEnd,
  group,
  lrcOk,
  NAK,
  parseExtData,
  PAX_VERSION,
  splitGroup,
  STX,
} from '../pax/frame';
import { COMMANDS, TXN_TYPES } from '../pax/messages';
import { clock } from '../../../../common/clock';

/**
 * A fake PAX terminal (A920, serial FAKE0001) that answers POSLink 1.35 over HTTP (GET ?base64)
 * and TCP (ACK/NAK), so the demo and the tests run the real driver without hardware. It keeps an
 * open batch: what it approves is what R00 totals, R02 lists and B00 settles. By default both ports
 * are the same terminal; `perPortTerminals` makes the TCP port a second one (FAKE0002) with its own
 * batch, as the demo's two stations need. Amounts below decide the outcome of a sale (the sale's
 * amount, before any tip).
 */
export const FAKE_MAGIC = {
  /** $13.01: declined (000100 DECLINE). */
  decline: 1301,
  /** $13.02: approved and kept in the batch, but the answer never comes: the POS must look it up. */
  timeout: 1302,
  /** $13.03: partial approval: half the amount (rounded down to the cent), AmountDue = the rest, no tip. */
  partial: 1303,
  /** $13.04: the customer pressed Cancel on the terminal (100002 ABORTED). */
  customerCancel: 1304,
  /** $13.05: waits for a card until an A14 Cancel (100002 ABORTED) or the card wait ends (100001 TIMEOUT). */
  waitForCard: 1305,
  /** $13.06: the card has expired (100003). */
  expired: 1306,
  /** $13.07: the terminal gave up waiting for a card (100001 TIMEOUT). */
  terminalTimeout: 1307,
  /** $13.08: approved; asked for a tip (TIPREQ=1), the customer chose no tip. */
  noTip: 1308,
} as const;

/** The tip the customer picks on the terminal when asked (TIPREQ=1): 20 %, rounded to the cent. */
export const FAKE_TIP_PERCENT = 20;

/** Cards the fake "reads", chosen by the sale's amount in cents modulo 4. CardType and EntryMode are the wire codes. */
export const FAKE_CARDS = [
  { last4: '4242', cardType: '01', entryMode: '4', brand: 'Visa', entry: 'chip' },
  { last4: '4444', cardType: '02', entryMode: '2', brand: 'Mastercard', entry: 'contactless' },
  { last4: '0005', cardType: '03', entryMode: '4', brand: 'Amex', entry: 'chip' },
  { last4: '1117', cardType: '04', entryMode: '1', brand: 'Discover', entry: 'swipe' },
] as const;

export interface FakeRecord {
  kind: 'sale' | 'return' | 'void' | 'adjust';
  ecrRef: string;
  /** The terminal's transaction number. */
  terminalRef: string;
  hostRef: string;
  authCode: string;
  /** The charge without the tip (a return: the amount given back). */
  amountCents: number;
  tipCents: number;
  last4: string;
  cardType: string;
  entryMode: string;
  voided: boolean;
  invoiceNo: string;
  at: Date;
}

interface Answer {
  /** The reply frame, or null: never answer. */
  frame: Buffer | null;
  /** Set when the answer waits (a card that is never presented). */
  wait?: Promise<Buffer>;
}

/** A T00 request as read: its type, amount and tip, trace (ECRRefNum first), extended data, and its log line. */
interface CreditRequest {
  type: string;
  amount: number;
  tipText: string | undefined;
  trace: string[];
  ecrRef: string;
  ext: Record<string, string>;
  log: (what: string) => void;
}

const stamp = (d: Date) => d.toISOString().replace(/\D/g, '').slice(0, 14);

function replyFrame(command: string, code: string, text: string, rest: string[] = []): Buffer {
  return encodeFrame(['0', command, PAX_VERSION, code, text, ...rest]);
}

export class FakePaxTerminal {
  readonly model = 'A920';
  batchNo = 1;
  /** How long a $13.05 sale waits for a card before the terminal gives up. */
  cardWaitMs = 60_000;
  private seq = 0;
  private batch: FakeRecord[] = [];
  private naks = 0;
  private garbles = 0;
  private hangs = 0;
  private declines = 0;
  private declinesAfter = 0;
  private slowMs = 0;
  private pending: (() => void) | null = null;
  private timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly log: (line: string) => void = () => {},
    readonly serialNumber = 'FAKE0001',
  ) {}

  // ---- test controls -------------------------------------------------------------------------

  /** The open batch, oldest first (copies). */
  records(): FakeRecord[] {
    return this.batch.map((r) => ({ ...r }));
  }

  /** A sale the POS never saw (run on the terminal by hand, or lost in transit). */
  plantRecord(fields: Partial<FakeRecord> & { amountCents: number }): FakeRecord {
    const record = this.newRecord(
      'sale',
      fields.ecrRef ?? `DEVICE${this.seq + 1}`,
      fields.amountCents,
      fields.tipCents ?? 0,
      '',
    );
    Object.assign(record, fields);
    this.batch.push(record);
    return { ...record };
  }

  /** The tip changed on the terminal itself (not through the POS). */
  adjustTipOnDevice(terminalRef: string, tipCents: number): void {
    const sale = this.batch.find(
      (r) => r.kind === 'sale' && r.terminalRef === terminalRef && !r.voided,
    );
    if (!sale) throw new Error(`No open sale ${terminalRef} on the fake terminal.`);
    sale.tipCents = tipCents;
    this.batch.push({
      ...this.newRecord(
        'adjust',
        `DEVICE${this.seq + 1}`,
        sale.amountCents,
        tipCents,
        sale.invoiceNo,
        sale,
      ),
      hostRef: sale.hostRef,
    });
  }

  /** TCP: NAK our next `n` frames (the driver sends again). */
  nakNext(n = 1): void {
    this.naks = n;
  }

  /** Send the next `n` replies with a wrong LRC. */
  garbleNext(n = 1): void {
    this.garbles = n;
  }

  /** Swallow the next request: it is not processed and never answered. */
  hangNext(): void {
    this.hangs = 1;
  }

  /**
   * Decline the next `n` card requests (T00, 000100) without acting on them, once `after` more have
   * gone through as usual: a terminal that approves one request and refuses the one after it.
   */
  declineNext(n = 1, { after = 0 }: { after?: number } = {}): void {
    this.declines = n;
    this.declinesAfter = after;
  }

  /** Process the next request at once but answer it only after `ms` (a customer slow at the card reader). */
  slowNext(ms: number): void {
    this.slowMs = ms;
  }

  /** Forget everything (tests). */
  reset(): void {
    this.batch = [];
    this.naks = this.garbles = this.hangs = this.declines = this.declinesAfter = this.slowMs = 0;
    this.pending?.();
  }

  // ---- protocol ------------------------------------------------------------------------------

  /** Whether the next frame read over TCP is to be NAKed. */
  takeNak(): boolean {
    if (this.naks <= 0) return false;
    this.naks--;
    return true;
  }

  /** The bytes to send for a reply: garbled (LRC flipped) while garbleNext lasts. */
  wire(frame: Buffer): Buffer {
    if (this.garbles <= 0) return frame;
    this.garbles--;
    const bad = Buffer.from(frame);
    bad[bad.length - 1] ^= 0xff;
    return bad;
  }

  /** Whether a sale is waiting for a card ($13.05): what an A14 would cancel. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /** A14 from another connection: the waiting sale answers ABORTED. */
  cancelPending(): boolean {
    if (!this.pending) return false;
    this.pending();
    return true;
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.pending = null;
  }

  /** Requests read so far (whole frames with a good LRC, A14 aside). */
  received = 0;

  answer(fields: string[]): Answer {
    if (this.slowMs > 0) {
      const ms = this.slowMs;
      this.slowMs = 0;
      const now = this.answer(fields);
      const frame = now.frame;
      if (!frame) return now;
      return {
        frame: null,
        wait: new Promise<Buffer>((resolve) => {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            resolve(frame);
          }, ms);
          this.timers.add(timer);
        }),
      };
    }
    this.received++;
    if (this.hangs > 0) {
      this.hangs--;
      this.log(`${fields[0]}: swallowed (hangNext)`);
      return { frame: null };
    }
    const [command] = fields;
    switch (command) {
      case COMMANDS.initialize:
        this.log('A00 initialize');
        return {
          frame: replyFrame(COMMANDS.initializeReply, '000000', 'OK', [
            this.serialNumber,
            this.model,
          ]),
        };
      case COMMANDS.credit:
        return this.credit(fields);
      case COMMANDS.localTotal:
        return { frame: this.localTotal() };
      case COMMANDS.localDetail:
        return { frame: this.localDetail(Number(fields[5] || 0)) };
      case COMMANDS.batchClose:
        return { frame: this.batchClose() };
      default:
        this.log(`${command}: not supported by the fake`);
        return {
          frame: replyFrame(
            `${command.slice(0, 1)}${String(Number(command.slice(1)) + 1).padStart(2, '0')}`,
            '100004',
            'UNSUPPORTED',
          ),
        };
    }
  }

  private newRecord(
    kind: FakeRecord['kind'],
    ecrRef: string,
    amountCents: number,
    tipCents: number,
    invoiceNo: string,
    card?: Pick<FakeRecord, 'last4' | 'cardType' | 'entryMode'>,
  ): FakeRecord {
    const n = ++this.seq;
    const c = card ?? FAKE_CARDS[amountCents % FAKE_CARDS.length];
    return {
      kind,
      ecrRef,
      terminalRef: String(n).padStart(4, '0'),
      hostRef: `FK${this.serialNumber.slice(-2)}${this.batchNo}${String(n).padStart(6, '0')}`,
      authCode: String(100000 + ((n * 7919) % 900000)),
      amountCents,
      tipCents,
      last4: c.last4,
      cardType: c.cardType,
      entryMode: c.entryMode,
      voided: false,
      invoiceNo,
      at: clock.now(),
    };
  }

  private t01(
    type: string,
    r: FakeRecord,
    extra: { due?: number; code?: string; text?: string } = {},
  ): Buffer {
    return replyFrame(COMMANDS.creditReply, extra.code ?? '000000', extra.text ?? 'OK', [
      group([
        extra.due ? '10' : '00',
        extra.due ? 'PARTIAL APPROVAL' : 'APPROVAL',
        r.authCode,
        r.hostRef,
        r.terminalRef,
        this.batchNo,
      ]),
      type,
      group([r.amountCents + r.tipCents, extra.due ?? 0, r.tipCents]),
      group([r.last4, r.entryMode, '1229', '', '', '', r.cardType]),
      group([r.terminalRef, r.ecrRef, stamp(r.at)]),
      '',
      '',
      '',
      extData({ HREF: r.hostRef }),
    ]);
  }

  private refused(
    type: string,
    ecrRef: string,
    code: string,
    text: string,
    card?: (typeof FAKE_CARDS)[number],
  ): Buffer {
    return replyFrame(COMMANDS.creditReply, code, text, [
      group(['', text]),
      type,
      '',
      card ? group([card.last4, card.entryMode, '', '', '', '', card.cardType]) : '',
      group(['', ecrRef]),
      '',
      '',
      '',
      '',
    ]);
  }

  private findOriginal(
    trace: string[],
    ext: Record<string, string>,
    kinds: FakeRecord['kind'][],
  ): FakeRecord | undefined {
    const candidates = this.batch.filter((r) => kinds.includes(r.kind));
    if (ext.HREF) return candidates.find((r) => r.hostRef === ext.HREF);
    if (trace[4]) return candidates.find((r) => r.terminalRef === trace[4]);
    if (trace[2]) return candidates.find((r) => r.ecrRef === trace[2]);
    return undefined;
  }

  /** T00: [T00, ver, type, Amount, Account, Trace, AVS, Cashier, Commercial, Ecom, ExtData]. */
  private credit(fields: string[]): Answer {
    const type = fields[2];
    const [amountText, tipText] = splitGroup(fields[3]);
    const amount = /^\d{1,9}$/.test(amountText ?? '') ? Number(amountText) : 0;
    const trace = splitGroup(fields[5]);
    const ecrRef = trace[0] ?? '';
    const ext = parseExtData(fields[10]);
    const log = (what: string) =>
      this.log(`T00 ${type} ${ecrRef} $${(amount / 100).toFixed(2)}: ${what}`);
    const t: CreditRequest = { type, amount, tipText, trace, ecrRef, ext, log };

    if (this.declines > 0) {
      if (this.declinesAfter > 0) this.declinesAfter--;
      else {
        this.declines--;
        log('declined (declineNext)');
        return { frame: this.refused(type, ecrRef, '000100', 'DECLINE') };
      }
    }
    if (type === TXN_TYPES.sale) return this.sale(t);
    if (type === TXN_TYPES.return) return this.creditReturn(t);
    if (type === TXN_TYPES.void || type === TXN_TYPES.adjust) return this.voidOrAdjust(t);
    log('transaction type not supported by the fake');
    return { frame: this.refused(type, ecrRef, '100004', 'UNSUPPORTED') };
  }

  /**
   * A sale: refused for no amount or a repeated ECRRefNum; the magic amounts (FAKE_MAGIC) decline,
   * cancel, expire, time out or wait for a card; otherwise approved (half of it for the partial
   * amount), with a tip asked for on the device when the request says so.
   */
  private sale({ type, amount, tipText, trace, ecrRef, ext, log }: CreditRequest): Answer {
    const card = FAKE_CARDS[amount % FAKE_CARDS.length];
    if (amount <= 0) return { frame: this.refused(type, ecrRef, '100010', 'AMOUNT ERROR') };
    if (this.batch.some((r) => r.kind === 'sale' && r.ecrRef === ecrRef)) {
      log('duplicate ECRRefNum');
      return { frame: this.refused(type, ecrRef, '100011', 'DUP TRANSACTION') };
    }
    switch (amount) {
      case FAKE_MAGIC.decline:
        log('declined');
        return { frame: this.refused(type, ecrRef, '000100', 'DECLINE', card) };
      case FAKE_MAGIC.customerCancel:
        log('cancelled by the customer');
        return { frame: this.refused(type, ecrRef, '100002', 'ABORTED') };
      case FAKE_MAGIC.expired:
        log('card expired');
        return { frame: this.refused(type, ecrRef, '100003', 'CARD EXPIRED', card) };
      case FAKE_MAGIC.terminalTimeout:
        log('timed out waiting for a card');
        return { frame: this.refused(type, ecrRef, '100001', 'TIMEOUT') };
      case FAKE_MAGIC.waitForCard: {
        log('waiting for a card (A14 cancels)');
        const wait = new Promise<Buffer>((resolve) => {
          const timer = setTimeout(() => {
            this.pending = null;
            resolve(this.refused(type, ecrRef, '100001', 'TIMEOUT'));
          }, this.cardWaitMs);
          this.timers.add(timer);
          this.pending = () => {
            clearTimeout(timer);
            this.pending = null;
            log('cancelled (A14)');
            resolve(this.refused(type, ecrRef, '100002', 'ABORTED'));
          };
        });
        return { frame: null, wait };
      }
    }
    const partial = amount === FAKE_MAGIC.partial;
    const approved = partial ? Math.floor(amount / 2) : amount;
    const tip =
      ext.TIPREQ === '1' && !partial && amount !== FAKE_MAGIC.noTip
        ? Math.round((amount * FAKE_TIP_PERCENT) / 100)
        : Number(tipText) || 0;
    const record = this.newRecord('sale', ecrRef, approved, tip, trace[1] ?? '', card);
    this.batch.push(record);
    if (amount === FAKE_MAGIC.timeout) {
      log('approved, answer withheld');
      return { frame: null };
    }
    log(
      partial
        ? `partially approved $${(approved / 100).toFixed(2)}`
        : `approved${tip ? ` with a $${(tip / 100).toFixed(2)} tip` : ''}`,
    );
    return { frame: this.t01(type, record, partial ? { due: amount - approved } : {}) };
  }

  /** A return: approved for any amount, linked to the sale it names when there is one. */
  private creditReturn({ type, amount, trace, ecrRef, ext, log }: CreditRequest): Answer {
    if (amount <= 0) return { frame: this.refused(type, ecrRef, '100010', 'AMOUNT ERROR') };
    const original = this.findOriginal(trace, ext, ['sale']);
    const record = this.newRecord('return', ecrRef, amount, 0, trace[1] ?? '', original);
    this.batch.push(record);
    log('return approved');
    return { frame: this.t01(type, record) };
  }

  /** A void (of a sale or return) or a tip adjust (of a sale): the original found and not voided yet. */
  private voidOrAdjust({ type, amount, trace, ecrRef, ext, log }: CreditRequest): Answer {
    const original = this.findOriginal(
      trace,
      ext,
      type === TXN_TYPES.void ? ['sale', 'return'] : ['sale'],
    );
    if (!original) {
      log('original not found');
      return { frame: this.refused(type, ecrRef, '100023', 'NOT FOUND') };
    }
    if (original.voided) {
      log('already voided');
      return { frame: this.refused(type, ecrRef, '100021', 'ALREADY VOIDED') };
    }
    if (type === TXN_TYPES.void) {
      original.voided = true;
      const record = {
        ...this.newRecord(
          'void',
          ecrRef,
          original.amountCents,
          original.tipCents,
          original.invoiceNo,
          original,
        ),
        hostRef: original.hostRef,
        authCode: original.authCode,
      };
      this.batch.push(record);
      log(`voided ${original.terminalRef}`);
      return { frame: this.t01(type, record) };
    }
    // Tip adjust: TransactionAmount is the sale's new whole tip (see ../pax/messages.ts).
    original.tipCents = amount;
    const record = {
      ...this.newRecord(
        'adjust',
        ecrRef,
        original.amountCents,
        amount,
        original.invoiceNo,
        original,
      ),
      hostRef: original.hostRef,
      authCode: original.authCode,
    };
    this.batch.push(record);
    log(`tip on ${original.terminalRef} set to $${(amount / 100).toFixed(2)}`);
    return { frame: this.t01(type, record) };
  }

  /** Sales and returns that still count: what R00 totals and B00 settles. */
  private counted(): { count: number; amount: number; tips: number } {
    let count = 0;
    let amount = 0;
    let tips = 0;
    for (const r of this.batch) {
      if (r.voided) continue;
      if (r.kind === 'sale') {
        count++;
        amount += r.amountCents + r.tipCents;
        tips += r.tipCents;
      } else if (r.kind === 'return') {
        count++;
        amount -= r.amountCents;
      }
    }
    return { count, amount, tips };
  }

  private localTotal(): Buffer {
    const { count, amount, tips } = this.counted();
    this.log(`R00 local totals: ${count} for $${(amount / 100).toFixed(2)}`);
    return replyFrame(COMMANDS.localTotalReply, '000000', 'OK', [
      '00',
      group([count, amount]),
      extData({ TIPAMOUNT: tips }),
    ]);
  }

  /** R02 answers one record by its number (from 0), as the SDKs ask; the other criteria are ignored. */
  private localDetail(n: number): Buffer {
    const total = this.batch.length;
    if (total === 0) return replyFrame(COMMANDS.localDetailReply, '000000', 'OK', ['0', '']);
    const r = this.batch[n];
    if (!Number.isInteger(n) || !r)
      return replyFrame(COMMANDS.localDetailReply, '100023', 'NOT FOUND');
    const type = {
      sale: TXN_TYPES.sale,
      return: TXN_TYPES.return,
      void: TXN_TYPES.void,
      adjust: TXN_TYPES.adjust,
    }[r.kind];
    const original = r.kind === 'void' || r.kind === 'adjust' ? TXN_TYPES.sale : '';
    return replyFrame(COMMANDS.localDetailReply, '000000', 'OK', [
      String(total),
      String(n),
      group(['00', 'APPROVAL', r.authCode, r.hostRef, r.terminalRef, this.batchNo]),
      r.cardType,
      type,
      original,
      group([r.amountCents + r.tipCents, 0, r.tipCents]),
      group([r.last4, r.entryMode, '1229', '', '', '', r.cardType]),
      group([r.terminalRef, r.ecrRef, stamp(r.at)]),
      '',
      '',
      '',
      extData({ HREF: r.hostRef }),
    ]);
  }

  private batchClose(): Buffer {
    const { count, amount } = this.counted();
    const closed = this.batchNo;
    this.batch = [];
    this.batchNo++;
    this.log(
      `B00 batch ${closed} closed: ${count} for $${(amount / 100).toFixed(2)}; batch ${this.batchNo} is open`,
    );
    return replyFrame(COMMANDS.batchCloseReply, '000000', 'OK', [
      group([
        '00',
        'OK',
        '',
        `FKB${this.serialNumber.slice(-2)}${String(closed).padStart(6, '0')}`,
        '',
        closed,
      ]),
      String(count),
      String(amount),
      stamp(clock.now()),
      'FAKETID1',
      'FAKEMID1',
    ]);
  }
}

export interface FakePaxOptions {
  /** 0 (the default) picks any free port. */
  httpPort?: number;
  tcpPort?: number;
  /** 127.0.0.1 unless told: the fake is for this machine. */
  host?: string;
  /** The TCP port is another terminal (FAKE0002, its own batch) instead of the same one. */
  perPortTerminals?: boolean;
  log?: (line: string) => void;
}

export interface FakePax {
  httpPort: number;
  tcpPort: number;
  /** The terminal (the HTTP port's when `perPortTerminals`). */
  terminal: FakePaxTerminal;
  /** The TCP port's terminal: `terminal` itself unless `perPortTerminals`. */
  tcpTerminal: FakePaxTerminal;
  close(): Promise<void>;
}

function listen(server: HttpServer | TcpServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** TCP: ACK a good frame (NAK a bad one), answer, resend the answer on our NAK, stop on ACK or EOT. */
function serveTcpConnection(
  socket: Socket,
  terminal: FakePaxTerminal,
  log: (line: string) => void,
): void {
  let buffer = Buffer.alloc(0);
  let awaitingAck: Buffer | null = null;
  const reply = (frame: Buffer) => {
    if (socket.destroyed) return;
    awaitingAck = frame;
    socket.write(terminal.wire(frame));
  };
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length) {
      if (buffer[0] !== STX) {
        const control = buffer[0];
        buffer = buffer.subarray(1);
        if (control === NAK && awaitingAck) reply(awaitingAck);
        else if (control === ACK || control === EOT) awaitingAck = null;
        continue;
      }
      const end = frameEnd(buffer);
      if (end < 0) return;
      const frame = buffer.subarray(0, end);
      buffer = buffer.subarray(end);
      if (!lrcOk(frame)) {
        log('TCP: bad LRC, NAK');
        socket.write(Buffer.from([NAK]));
        continue;
      }
      if (terminal.takeNak()) {
        log('TCP: NAK (nakNext)');
        socket.write(Buffer.from([NAK]));
        continue;
      }
      socket.write(Buffer.from([ACK]));
      const fields = decodeFrame(frame);
      if (fields[0] === COMMANDS.cancel) {
        log(
          `A14 cancel: ${terminal.cancelPending() ? 'the waiting sale is aborted' : 'nothing was waiting'}`,
        );
        socket.end(Buffer.from([EOT]));
        return;
      }
      const answer = terminal.answer(fields);
      if (answer.frame) reply(answer.frame);
      else void answer.wait?.then(reply);
    }
  });
}

/** Starts the fake terminal on its HTTP and TCP ports (a port in use rejects with EADDRINUSE). */
export async function startFakePax(options: FakePaxOptions = {}): Promise<FakePax> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const terminal = new FakePaxTerminal(log);
  const tcpTerminal = options.perPortTerminals
    ? new FakePaxTerminal((line) => log(`[FAKE0002] ${line}`), 'FAKE0002')
    : terminal;
  const sockets = new Set<Socket>();

  const http = createHttpServer((req, res) => {
    const query = (req.url ?? '').split('?')[1] ?? '';
    let frame: Buffer;
    try {
      frame = Buffer.from(query.includes('%') ? decodeURIComponent(query) : query, 'base64');
    } catch {
      frame = Buffer.alloc(0);
    }
    if (req.method !== 'GET' || !lrcOk(frame)) {
      log('HTTP: not a frame with a good LRC, 400');
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad frame or LRC.');
      return;
    }
    const fields = decodeFrame(frame);
    if (fields[0] === COMMANDS.cancel) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('A14 Cancel is TCP only.');
      return;
    }
    const send = (reply: Buffer) => {
      if (!res.writableEnded && !res.destroyed)
        res.writeHead(200, { 'content-type': 'text/plain' }).end(terminal.wire(reply));
    };
    const answer = terminal.answer(fields);
    if (answer.frame) send(answer.frame);
    else void answer.wait?.then(send);
    // No frame and no wait: the request is left hanging until the client gives up.
  });
  http.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const tcp = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveTcpConnection(socket, tcpTerminal, log);
  });

  const httpPort = await listen(http, options.httpPort ?? 0, host);
  let tcpPort: number;
  try {
    tcpPort = await listen(tcp, options.tcpPort ?? 0, host);
  } catch (err) {
    http.close();
    throw err;
  }
  log(
    tcpTerminal === terminal
      ? `fake PAX terminal ${terminal.serialNumber}: HTTP on ${host}:${httpPort}, TCP on ${host}:${tcpPort}`
      : `fake PAX terminals: ${terminal.serialNumber} on HTTP ${host}:${httpPort}, ${tcpTerminal.serialNumber} on TCP ${host}:${tcpPort}`,
  );
  return {
    httpPort,
    tcpPort,
    terminal,
    tcpTerminal,
    close: async () => {
      terminal.close();
      tcpTerminal.close();
      for (const s of sockets) s.destroy();
      await Promise.all([
        new Promise((r) => http.close(() => r(null))),
        new Promise((r) => tcp.close(() => r(null))),
      ]);
    },
  };
}
