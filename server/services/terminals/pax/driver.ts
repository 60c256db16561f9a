import type {
  AdjustRequest,
  BatchCloseResult,
  CardResult,
  ReturnRequest,
  SaleRequest,
  TerminalDriver,
  TerminalEndpoint,
  TerminalInfo,
  TerminalRecord,
  TerminalTotals,
  VoidRequest,
} from '../driver';
import { TerminalError } from '../driver';
import { httpSend } from './http';
import {
  markVoided,
  parseBatchClose,
  parseCredit,
  parseInitialize,
  parseLocalDetail,
  parseLocalTotal,
  requests,
} from './messages';
import { tcpSend } from './tcp';

/** A cancel is a short exchange on a second connection while the first one waits for the card. */
const CANCEL_TIMEOUT_MS = 5000;
/** A batch holds a day of a salon's cards; more records than this is not a batch we can reconcile by hand. */
const MAX_DETAIL_RECORDS = 2000;

/**
 * The PAX terminal (A920, A80, S300) over POSLink / BroadPOS ECR, in HTTP or TCP mode. Each call
 * is one request and one reply; see ./messages.ts for the fields and ./http.ts, ./tcp.ts for what a
 * lost answer means ('unknown': the POS looks the payment up with localDetail() or asks the clerk).
 */
export class PaxDriver implements TerminalDriver {
  constructor(readonly endpoint: TerminalEndpoint) {}

  private async send(frame: Buffer, signal?: AbortSignal): Promise<string[]> {
    if (this.endpoint.mode === 'tcp') return (await tcpSend(this.endpoint, frame, { signal }))!;
    return httpSend(this.endpoint, frame, signal);
  }

  async initialize(): Promise<TerminalInfo> {
    return parseInitialize(await this.send(requests.initialize()));
  }

  async sale(request: SaleRequest, signal?: AbortSignal): Promise<CardResult> {
    return parseCredit(await this.send(requests.sale(request), signal), request.ecrRef);
  }

  async refund(request: ReturnRequest, signal?: AbortSignal): Promise<CardResult> {
    return parseCredit(await this.send(requests.refund(request), signal), request.ecrRef);
  }

  async void(request: VoidRequest): Promise<CardResult> {
    return parseCredit(await this.send(requests.void(request)), request.ecrRef);
  }

  async adjustTip(request: AdjustRequest): Promise<CardResult> {
    return parseCredit(await this.send(requests.adjustTip(request)), request.ecrRef);
  }

  /** A14 on a second TCP connection; HTTP mode has no cancel. True when the terminal took it. */
  async cancel(): Promise<boolean> {
    if (this.endpoint.mode !== 'tcp') return false;
    try {
      await tcpSend(this.endpoint, requests.cancel(), {
        expectReply: false,
        timeoutMs: Math.min(CANCEL_TIMEOUT_MS, this.endpoint.timeoutMs),
      });
      return true;
    } catch (err) {
      if (err instanceof TerminalError) return false;
      throw err;
    }
  }

  async localTotals(): Promise<TerminalTotals> {
    return parseLocalTotal(await this.send(requests.localTotal()));
  }

  /** R02 answers one record per request (by record number, from 0), as the SDKs ask for them. */
  async localDetail(): Promise<TerminalRecord[]> {
    const first = parseLocalDetail(await this.send(requests.localDetail(0)));
    const records = first.record ? [first.record] : [];
    const total = Math.min(first.total, MAX_DETAIL_RECORDS);
    for (let n = 1; n < total; n++) {
      const next = parseLocalDetail(await this.send(requests.localDetail(n)));
      if (next.record) records.push(next.record);
    }
    return markVoided(records);
  }

  async batchClose(): Promise<BatchCloseResult> {
    return parseBatchClose(await this.send(requests.batchClose()));
  }
}
