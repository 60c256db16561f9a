import type {
  AdjustRequest,
  BatchCloseResult,
  CardBrand,
  CardResult,
  EntryMode,
  OriginalSale,
  ReturnRequest,
  SaleRequest,
  TerminalInfo,
  TerminalRecord,
  TerminalTotals,
  VoidRequest,
} from '../driver';
import { TerminalError } from '../driver';
import { encodeRequest, extData, group, parseExtData, splitGroup } from './frame';
import { APPROVED, resultMessage } from './resultCodes';
import { clock } from '../../../../common/clock';

/**
 * The POSLink messages the POS sends and the replies it reads, at protocol 1.35 (see ./frame.ts
 * for why that version). Field positions follow globalpayments/dotnet-sdk Terminals/PAX
 * (PaxController.cs, Responses/*.cs, SubGroups/*.cs).
 *
 * Amounts on the wire, as this driver pins them:
 * - T01 Amount.Approved is what the card was charged in all, the tip included; the driver reports
 *   `approvedCents` without the tip and `tipCents` beside it (the POS keeps them apart).
 * - Tip adjust (06) carries the sale's new whole tip in TransactionAmount and names the sale by
 *   HREF, as SecureSubmit .NET does (hps/heartland-dotnet SecureSubmit/Terminals/PAX/Fluent/
 *   CreditAdjustBuilder.cs; its CreditVoidBuilder.cs voids, type 16, the same way). Heartland iOS
 *   sends amount + TipAmount instead, and GP notes TipAmount broke its requests: check with the
 *   processor before a new model goes live.
 * - R01 TotalData's CreditAmount is the batch's net (sales less returns, tips included);
 *   ExtData TIPAMOUNT, when the terminal sends it, is the tips within it.
 */

export const COMMANDS = {
  initialize: 'A00',
  initializeReply: 'A01',
  cancel: 'A14',
  credit: 'T00',
  creditReply: 'T01',
  batchClose: 'B00',
  batchCloseReply: 'B01',
  localTotal: 'R00',
  localTotalReply: 'R01',
  localDetail: 'R02',
  localDetailReply: 'R03',
} as const;

/** EDC transaction types (the two digits after the version). */
export const TXN_TYPES = {
  sale: '01',
  return: '02',
  adjust: '06',
  void: '16',
  voidSale: '17',
  voidReturn: '18',
} as const;

/** EDCType "00": every card type (R00 / R02 criteria); "01": credit. */
const EDC_ALL = '00';

export const CARD_TYPES: Record<string, CardBrand> = {
  '01': 'Visa',
  '02': 'Mastercard',
  '03': 'Amex',
  '04': 'Discover',
  '05': 'Diners',
  '07': 'JCB',
  '99': 'Other',
};
export const ENTRY_MODES: Record<string, EntryMode> = {
  '0': 'manual',
  '1': 'swipe',
  '2': 'contactless',
  '3': 'scanner',
  '4': 'chip',
  '5': 'fallback',
};

interface CreditFields {
  type: string;
  amountCents?: number | null;
  tipCents?: number | null;
  ecrRef: string;
  invoiceNo?: string | null;
  original?: OriginalSale;
  ext?: Record<string, string | number | null | undefined | false>;
}

/**
 * T00 DoCredit: type FS Amount FS Account FS Trace FS AVS FS Cashier FS Commercial FS Ecom FS ExtData.
 * Amount = TransactionAmount US TipAmount US CashBack US MerchantFee US Tax US Fuel;
 * Trace = ECRRefNum US InvoiceNo US OrigECRRefNum US AuthCode US TransactionNumber US Timestamp US ClientTxnId.
 */
function credit(f: CreditFields): Buffer {
  const o = f.original;
  return encodeRequest(COMMANDS.credit, [
    f.type,
    group([f.amountCents ?? '', f.tipCents ?? '']),
    '',
    group([f.ecrRef, f.invoiceNo, o?.ecrRef, o?.authCode, o?.terminalRef]),
    '',
    '',
    '',
    '',
    extData({ ...f.ext, HREF: o?.hostRef }),
  ]);
}

export const requests = {
  initialize: () => encodeRequest(COMMANDS.initialize),
  cancel: () => encodeRequest(COMMANDS.cancel),
  sale: (r: SaleRequest) =>
    credit({
      type: TXN_TYPES.sale,
      amountCents: r.amountCents,
      ecrRef: r.ecrRef,
      invoiceNo: r.invoiceNo,
      ext: { TIPREQ: r.tipRequest ? 1 : null, SIGN: r.signature ? 1 : null },
    }),
  refund: (r: ReturnRequest) =>
    credit({
      type: TXN_TYPES.return,
      amountCents: r.amountCents,
      ecrRef: r.ecrRef,
      original: r.original,
    }),
  void: (r: VoidRequest) =>
    credit({ type: TXN_TYPES.void, ecrRef: r.ecrRef, original: r.original }),
  adjustTip: (r: AdjustRequest) =>
    credit({
      type: TXN_TYPES.adjust,
      amountCents: r.tipCents,
      ecrRef: r.ecrRef,
      original: r.original,
    }),
  /** B00 BatchClose: the POS's time, YYYYMMDDhhmmss (UTC). */
  batchClose: (now = clock.now()) =>
    encodeRequest(COMMANDS.batchClose, [now.toISOString().replace(/\D/g, '').slice(0, 14)]),
  localTotal: () => encodeRequest(COMMANDS.localTotal, [EDC_ALL]),
  /** R02 LocalDetail: EDCType FS TransType FS CardType FS RecordNumber FS TerminalRef FS AuthCode FS ECRRefNum FS ExtData; one record per request. */
  localDetail: (recordNumber: number) =>
    encodeRequest(COMMANDS.localDetail, [EDC_ALL, '', '', String(recordNumber), '', '', '', '']),
};

/** The five fields every reply starts with: STATUS, CMD, VERSION, ResultCode, ResultText. */
interface Reply {
  code: string;
  text: string;
  rest: string[];
}

function reply(fields: string[], command: string): Reply {
  if (fields.length < 5 || fields[1] !== command) {
    throw new TerminalError(
      'protocol',
      `The terminal answered ${fields[1] ? `${fields[1]}` : 'something unreadable'} where ${command} was expected.`,
    );
  }
  return { code: fields[3], text: fields[4], rest: fields.slice(5) };
}

const cents = (value: string | undefined): number =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : 0;
const orNull = (value: string | undefined): string | null => (value ? value : null);
const last4Of = (account: string | undefined): string | null =>
  /(\d{4})$/.exec(account ?? '')?.[1] ?? null;

export function parseInitialize(fields: string[]): TerminalInfo {
  const r = reply(fields, COMMANDS.initializeReply);
  if (r.code !== APPROVED) throw new TerminalError('protocol', resultMessage(r.code, r.text));
  return { serialNumber: r.rest[0] ?? '', model: r.rest[1] || 'PAX' };
}

/**
 * T01: Host FS TxnType FS Amount FS Account FS Trace FS AVS FS Commercial FS Ecom FS ExtData.
 * Host = HostCode US HostMsg US AuthCode US HostRefNum US TraceNo US BatchNo;
 * Amount = Approved US AmountDue US Tip …; Account = Last4 US EntryMode US Expiry US … US CardType (7th);
 * Trace = TransactionNumber US ECRRefNum US Timestamp. A decline may carry none of the groups.
 */
export function parseCredit(fields: string[], ecrRef: string): CardResult {
  const r = reply(fields, COMMANDS.creditReply);
  const [host, , amount, account, trace, , , , ext] = [
    r.rest[0],
    r.rest[1],
    r.rest[2],
    r.rest[3],
    r.rest[4],
    r.rest[5],
    r.rest[6],
    r.rest[7],
    r.rest[8],
  ];
  const h = splitGroup(host);
  const a = splitGroup(amount);
  const acct = splitGroup(account);
  const t = splitGroup(trace);
  const x = parseExtData(ext);
  const approved = r.code === APPROVED;
  const tipCents = approved ? cents(a[2]) : 0;
  return {
    outcome: approved ? 'approved' : 'declined',
    resultCode: r.code,
    resultText: r.text,
    message: resultMessage(r.code, r.text),
    ecrRef: t[1] || ecrRef,
    approvedCents: approved ? Math.max(0, cents(a[0]) - tipCents) : 0,
    amountDueCents: approved ? cents(a[1]) : 0,
    tipCents,
    last4: last4Of(acct[0]),
    cardType: CARD_TYPES[acct[6]] ?? null,
    entryMode: ENTRY_MODES[acct[1]] ?? null,
    authCode: orNull(h[2]),
    hostRef: orNull(x.HREF) ?? orNull(h[3]),
    terminalRef: orNull(t[0]),
    batchNo: orNull(h[5]),
  };
}

/** R01: EDCType FS TotalData FS ExtData; TotalData = CreditCount US CreditAmount US DebitCount US DebitAmount … */
export function parseLocalTotal(fields: string[]): TerminalTotals {
  const r = reply(fields, COMMANDS.localTotalReply);
  if (r.code !== APPROVED) throw new TerminalError('protocol', resultMessage(r.code, r.text));
  const totals = splitGroup(r.rest[1]);
  const tipCents = cents(parseExtData(r.rest[2]).TIPAMOUNT);
  // A return makes the net negative: the amount keeps its sign.
  const net = /^-?\d{1,10}$/.test(totals[1] ?? '') ? Number(totals[1]) : 0;
  return { count: cents(totals[0]), amountCents: net - tipCents, tipCents };
}

const RECORD_KINDS: Record<string, TerminalRecord['kind']> = {
  [TXN_TYPES.sale]: 'sale',
  [TXN_TYPES.return]: 'return',
  [TXN_TYPES.adjust]: 'adjust',
  [TXN_TYPES.void]: 'void',
  [TXN_TYPES.voidSale]: 'void',
  [TXN_TYPES.voidReturn]: 'void',
};

/**
 * R03: TotalRecords FS RecordNumber FS Host FS CardType FS TxnType FS OrigTxnType FS Amount FS Account FS
 * Trace FS Cashier FS Commercial FS Check FS ExtData (globalpayments/dotnet-sdk
 * Terminals/PAX/Responses/LocalDetailReport.cs). `voided` is filled in by `markVoided` once every
 * record is read.
 */
export function parseLocalDetail(fields: string[]): {
  total: number;
  record: TerminalRecord | null;
} {
  const r = reply(fields, COMMANDS.localDetailReply);
  if (r.code !== APPROVED) {
    // An empty batch: some firmware answers "not found" rather than zero records.
    if (/not\s*found|no\s*(record|data|trans)/i.test(r.text)) return { total: 0, record: null };
    throw new TerminalError('protocol', resultMessage(r.code, r.text));
  }
  const total = cents(r.rest[0]);
  if (total === 0 || r.rest.length < 13) return { total, record: null };
  const h = splitGroup(r.rest[2]);
  const a = splitGroup(r.rest[6]);
  const acct = splitGroup(r.rest[7]);
  const t = splitGroup(r.rest[8]);
  const x = parseExtData(r.rest[12]);
  const tipCents = cents(a[2]);
  return {
    total,
    record: {
      kind: RECORD_KINDS[r.rest[4]] ?? 'sale',
      ecrRef: orNull(t[1]),
      terminalRef: orNull(t[0]),
      hostRef: orNull(x.HREF) ?? orNull(h[3]),
      authCode: orNull(h[2]),
      amountCents: Math.max(0, cents(a[0]) - tipCents),
      tipCents,
      last4: last4Of(acct[0]),
      cardType: CARD_TYPES[r.rest[3]] ?? CARD_TYPES[acct[6]] ?? null,
      voided: false,
    },
  };
}

/**
 * A void names the sale it voids by the sale's gateway reference (HREF): a sale or return whose
 * HREF a void record carries no longer counts.
 */
export function markVoided(records: TerminalRecord[]): TerminalRecord[] {
  const voided = new Set(
    records.filter((r) => r.kind === 'void' && r.hostRef).map((r) => r.hostRef),
  );
  return records.map((r) =>
    (r.kind === 'sale' || r.kind === 'return') && r.hostRef && voided.has(r.hostRef)
      ? { ...r, voided: true }
      : r,
  );
}

/** B01: Host FS TotalCount FS TotalAmount FS Timestamp FS TID FS MID. */
export function parseBatchClose(fields: string[]): BatchCloseResult {
  const r = reply(fields, COMMANDS.batchCloseReply);
  const h = splitGroup(r.rest[0]);
  const approved = r.code === APPROVED;
  return {
    outcome: approved ? 'approved' : 'declined',
    resultCode: r.code,
    resultText: r.text,
    message: approved ? 'The batch was closed.' : resultMessage(r.code, r.text),
    count: cents(r.rest[1]),
    amountCents: /^-?\d{1,10}$/.test(r.rest[2] ?? '') ? Number(r.rest[2]) : 0,
    hostRef: orNull(h[3]),
    batchNo: orNull(h[5]),
  };
}
