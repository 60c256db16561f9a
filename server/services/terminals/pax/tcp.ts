import { connect } from 'node:net';
import { connectableAddress } from '../addresses';
import { TerminalError, type TerminalEndpoint } from '../driver';
import { ACK, decodeFrame, EOT, frameEnd, lrcOk, NAK, STX } from './frame';

/** How many times a frame is sent again after a NAK, and how many bad replies are NAKed before giving up (EOT). */
export const TCP_RETRIES = 3;

export interface TcpOptions {
  signal?: AbortSignal;
  /** A14 Cancel has no reply frame: the terminal's ACK or EOT is the answer; resolves null. */
  expectReply?: boolean;
  timeoutMs?: number;
}

/**
 * TCP mode, one connection per request:
 * - we write the frame; the terminal answers ACK (taken), or NAK (send it again, up to 3 times:
 *   the 4th NAK means it never took it, so nothing was charged: 'unreachable');
 * - then its reply frame: a good LRC gets our ACK; a bad one our NAK and it sends again; after
 *   3 bad replies we send EOT and the result is unknown;
 * - a read timeout, an abort or a dropped connection after the frame was written is unknown.
 *
 * Kept whole: one exchange's state (written, NAKs, bad replies, the buffer) is shared by every
 * socket event; split, each part would take and hand back all of it.
 */
export async function tcpSend(
  endpoint: TerminalEndpoint,
  frame: Buffer,
  options: TcpOptions = {},
): Promise<string[] | null> {
  const { signal, expectReply = true } = options;
  const timeoutMs = options.timeoutMs ?? endpoint.timeoutMs;
  const where = `${endpoint.host}:${endpoint.port}`;
  // Only an address on the salon's network (or a named loopback one), and the one that was checked: ../addresses.ts.
  const address = await connectableAddress(endpoint);
  return new Promise((resolve, reject) => {
    let written = false;
    let settled = false;
    let naks = 0;
    let badReplies = 0;
    let buffer = Buffer.alloc(0);
    const socket = connect({ host: address, port: endpoint.port });

    const finish = (err: TerminalError | null, fields: string[] | null = null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.end();
      setTimeout(() => socket.destroy(), 1000).unref();
      if (err) reject(err);
      else resolve(fields);
    };
    const lost = (why: string) =>
      new TerminalError(
        written ? 'unknown' : 'unreachable',
        written
          ? `${why} after the request reached the terminal at ${where}: the card may have been charged.`
          : `${why}: the terminal at ${where} was not reached.`,
      );
    const timer = setTimeout(
      () => finish(lost(`No answer in ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    const onAbort = () => finish(lost('Stopped waiting'));
    if (signal?.aborted)
      return finish(
        new TerminalError('unreachable', `Stopped before the request was sent to ${where}.`),
      );
    signal?.addEventListener('abort', onAbort, { once: true });

    const send = () => {
      socket.write(frame);
      written = true;
    };
    socket.once('connect', send);
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!written)
        return finish(
          new TerminalError(
            'unreachable',
            `The terminal at ${where} could not be reached (${err.code ?? err.message}).`,
          ),
        );
      finish(lost(`The connection failed (${err.code ?? err.message})`));
    });
    socket.on('close', () => finish(lost('The terminal closed the connection')));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length && !settled) {
        if (buffer[0] !== STX) {
          const control = buffer[0];
          buffer = buffer.subarray(1);
          if (control === ACK && !expectReply) return finish(null, null);
          if (control === NAK) {
            if (++naks > TCP_RETRIES) {
              return finish(
                new TerminalError(
                  'unreachable',
                  `The terminal at ${where} refused the request ${naks} times (NAK): nothing was charged.`,
                ),
              );
            }
            send();
          } else if (control === EOT) {
            // A14 Cancel: some terminals end the exchange with EOT rather than an ACK (the GP SDK accepts it).
            if (!expectReply) return finish(null, null);
            return finish(lost('The terminal ended the exchange (EOT) without an answer'));
          }
          // ACK of our frame, or noise between frames: keep reading.
          continue;
        }
        const end = frameEnd(buffer);
        if (end < 0) return;
        const reply = buffer.subarray(0, end);
        buffer = buffer.subarray(end);
        if (!lrcOk(reply)) {
          if (++badReplies >= TCP_RETRIES) {
            socket.write(Buffer.from([EOT]));
            return finish(
              new TerminalError(
                'unknown',
                `The terminal's reply was garbled ${badReplies} times: the card may have been charged.`,
              ),
            );
          }
          socket.write(Buffer.from([NAK]));
          continue;
        }
        socket.write(Buffer.from([ACK]));
        return finish(null, decodeFrame(reply));
      }
    });
  });
}
