import { request } from 'node:http';
import { connectableAddress } from '../addresses';
import { TerminalError, type TerminalEndpoint } from '../driver';
import { decodeFrame, FrameError } from './frame';

/**
 * HTTP mode: GET http://host:port?<base64 frame>; the body is the reply frame. No ACK/NAK and no
 * cancel in this mode. Once the request has been written, a timeout, an abort, a dropped
 * connection or an unreadable reply is an unknown result (the card may have been charged); before
 * that (refused, no such host, no route, connect timeout, an address off the salon's network) the
 * terminal was unreachable.
 *
 * Kept whole: one request's state (sent, settled, the timer) is shared by every event of the
 * request and its response; split, each part would take and hand back all of it.
 */
export async function httpSend(
  endpoint: TerminalEndpoint,
  frame: Buffer,
  signal?: AbortSignal,
): Promise<string[]> {
  // Only an address on the salon's network (or a named loopback one), and the one that was checked: ../addresses.ts.
  const address = await connectableAddress(endpoint);
  return new Promise((resolve, reject) => {
    let sent = false;
    let settled = false;
    const where = `${endpoint.host}:${endpoint.port}`;
    const finish = (err: TerminalError | null, fields?: string[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (err) {
        req.destroy();
        reject(err);
      } else resolve(fields!);
    };
    const lost = (why: string) =>
      new TerminalError(
        sent ? 'unknown' : 'unreachable',
        sent
          ? `${why} after the request reached the terminal at ${where}: the card may have been charged.`
          : `${why}: the terminal at ${where} was not reached.`,
      );

    const req = request({
      host: address,
      port: endpoint.port,
      method: 'GET',
      path: `/?${frame.toString('base64')}`,
      agent: false,
      headers: { connection: 'close' },
    });
    const timer = setTimeout(
      () => finish(lost(`No answer in ${Math.round(endpoint.timeoutMs / 1000)} s`)),
      endpoint.timeoutMs,
    );
    const onAbort = () => finish(lost('Stopped waiting'));
    if (signal?.aborted)
      return finish(
        new TerminalError('unreachable', `Stopped before the request was sent to ${where}.`),
      );
    signal?.addEventListener('abort', onAbort, { once: true });

    req.on('socket', (socket) => {
      // A socket is connected once 'connect' fires; a GET has no body, so end() has queued it all.
      if (!socket.connecting) sent = true;
      else
        socket.once('connect', () => {
          sent = true;
        });
    });
    // Before the connection is made (ECONNREFUSED, ENOTFOUND, EHOSTUNREACH, a reset while connecting) nothing was sent.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (!sent)
        return finish(
          new TerminalError(
            'unreachable',
            `The terminal at ${where} could not be reached (${err.code ?? err.message}).`,
          ),
        );
      finish(lost(`The connection failed (${err.code ?? err.message})`));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => finish(lost('The reply was cut off')));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) {
          return finish(
            new TerminalError(
              'protocol',
              `The terminal at ${where} answered HTTP ${res.statusCode}${body.length ? `: ${body.toString('latin1').slice(0, 120)}` : ''}.`,
            ),
          );
        }
        try {
          finish(null, decodeFrame(body));
        } catch (err) {
          if (!(err instanceof FrameError)) throw err;
          // No NAK in HTTP mode: a garbled reply leaves the result unknown.
          finish(
            new TerminalError(
              'unknown',
              `The terminal's reply could not be read (${err.message}): the card may have been charged.`,
            ),
          );
        }
      });
    });
    req.end();
  });
}
