/**
 * POSLink / BroadPOS ECR framing (docs/integrations.md §1):
 *
 *   request:  STX CMD FS VERSION FS field FS field … ETX LRC
 *   reply:    STX STATUS FS CMD FS VERSION FS ResultCode FS ResultText FS field … ETX LRC
 *
 * A field that is a group holds sub-fields joined by US (trailing empty ones dropped); ExtData is
 * KEY=VALUE pairs joined by US. LRC is the XOR of every byte after STX up to and including ETX.
 * Bytes are ASCII; amounts are integer cents as digits ("1250" = $12.50).
 *
 * Protocol version pinned: 1.35, the version the Global Payments SDKs (the most complete public
 * implementation: globalpayments/dotnet-sdk Terminals/TerminalUtilities.cs `_version = "1.35"`)
 * send, with their group order (Terminals/PAX/PaxController.cs BuildCredit: type, Amount, Account,
 * Trace, AVS, Cashier, Commercial, Ecom, ExtData; Trace = ECRRefNum, InvoiceNo, OrigECRRefNum,
 * AuthCode, TransactionNumber, Timestamp, ClientTxnId). 1.28 (hibou's pos_pax) has no
 * OrigECRRefNum in Trace, which a void or tip adjust needs to name its sale by our reference.
 */
export const PAX_VERSION = '1.35';

export const STX = 0x02;
export const ETX = 0x03;
export const EOT = 0x04;
export const ACK = 0x06;
export const NAK = 0x15;
export const FS = 0x1c;
export const US = 0x1f;

const FS_CHAR = String.fromCharCode(FS);
const US_CHAR = String.fromCharCode(US);

export class FrameError extends Error {}

/** XOR of `bytes[from]` up to (not including) `bytes[to]`. */
export function lrc(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let value = 0;
  for (let i = from; i < to; i++) value ^= bytes[i];
  return value;
}

/**
 * A value as the wire may carry it: printable ASCII only. A control byte inside a value (an FS in
 * an invoice number) would split the frame, and a byte above 0x7E is not ASCII: both are dropped.
 */
export function clean(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[^\x20-\x7e]/g, '');
}

/** Sub-fields of a group joined by US, the trailing empty ones dropped (as the SDKs send them). */
export function group(values: (string | number | null | undefined)[]): string {
  const parts = values.map(clean);
  while (parts.length && parts[parts.length - 1] === '') parts.pop();
  return parts.join(US_CHAR);
}

/** The sub-fields of a group ('' → []). */
export function splitGroup(field: string | undefined): string[] {
  return field ? field.split(US_CHAR) : [];
}

/** ExtData: KEY=VALUE pairs joined by US; empty values left out. */
export function extData(pairs: Record<string, string | number | null | undefined | false>): string {
  return Object.entries(pairs)
    .filter(([, v]) => v !== null && v !== undefined && v !== false && v !== '')
    .map(([k, v]) => `${clean(k)}=${clean(v as string | number)}`)
    .join(US_CHAR);
}

/** ExtData's pairs by upper-case key: terminals vary the case ("HRef=" from an A920 on 1.54, "HREF=" in the SDKs). */
export function parseExtData(field: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of splitGroup(field)) {
    const eq = pair.indexOf('=');
    if (eq > 0) out[pair.slice(0, eq).toUpperCase()] = pair.slice(eq + 1);
  }
  return out;
}

/** STX, the fields joined by FS, ETX, LRC. Each field is sent as given (build groups with `group`). */
export function encodeFrame(fields: string[]): Buffer {
  const body = Buffer.from(fields.join(FS_CHAR), 'latin1');
  const out = Buffer.alloc(body.length + 3);
  out[0] = STX;
  body.copy(out, 1);
  out[body.length + 1] = ETX;
  out[body.length + 2] = lrc(out, 1, body.length + 2);
  return out;
}

/** A request: CMD, the pinned version, then its fields (none: one empty field, as the SDKs send `A00 FS 1.35 FS ETX`). */
export function encodeRequest(command: string, fields: string[] = []): Buffer {
  return encodeFrame([command, PAX_VERSION, ...(fields.length ? fields : [''])]);
}

/**
 * Where the first complete frame in `buffer` ends (the index just past its LRC), or -1 while it is
 * still incomplete. Bytes before the STX (a stray ACK) are the caller's to skip.
 */
export function frameEnd(buffer: Uint8Array, start = 0): number {
  const stx = buffer.indexOf(STX, start);
  if (stx < 0) return -1;
  const etx = buffer.indexOf(ETX, stx + 1);
  if (etx < 0 || etx + 1 >= buffer.length) return -1;
  return etx + 2;
}

/** Whether a whole frame (STX … ETX LRC) carries the right LRC. */
export function lrcOk(frame: Uint8Array): boolean {
  return (
    frame.length >= 3 &&
    frame[0] === STX &&
    frame[frame.length - 2] === ETX &&
    lrc(frame, 1, frame.length - 1) === frame[frame.length - 1]
  );
}

/** The fields of one whole frame; a missing STX / ETX or a wrong LRC is a FrameError. */
export function decodeFrame(frame: Uint8Array): string[] {
  if (frame.length < 3 || frame[0] !== STX)
    throw new FrameError('The frame does not start with STX.');
  if (frame[frame.length - 2] !== ETX)
    throw new FrameError('The frame does not end with ETX and an LRC.');
  if (!lrcOk(frame)) throw new FrameError("The frame's LRC is wrong.");
  return Buffer.from(frame.subarray(1, frame.length - 2))
    .toString('latin1')
    .split(FS_CHAR);
}

/** A frame as text with its control bytes named ([STX]A00[FS]1.35[FS][ETX]…), for logs and tests. */
export function showFrame(frame: Uint8Array): string {
  const names: Record<number, string> = {
    [STX]: 'STX',
    [ETX]: 'ETX',
    [EOT]: 'EOT',
    [ACK]: 'ACK',
    [NAK]: 'NAK',
    [FS]: 'FS',
    [US]: 'US',
  };
  let out = '';
  for (const b of frame)
    out += names[b]
      ? `[${names[b]}]`
      : b >= 0x20 && b <= 0x7e
        ? String.fromCharCode(b)
        : `[${b.toString(16).padStart(2, '0')}]`;
  return out;
}
