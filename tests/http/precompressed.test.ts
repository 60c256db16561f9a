import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { describe, expect, test } from 'vitest';
import { acceptedEncodings, precompressed } from '../../server/http/precompressed';

/**
 * Built files are sent as their `.br` or `.gz` twin when the browser takes it, with the
 * original's type, and the compression middleware leaves them as they are: the order of
 * server/app.ts (compression, then precompressed, then express.static).
 */
const dir = mkdtempSync(join(tmpdir(), 'chairside-precompressed-'));
const script = Buffer.from(`export const words = ${JSON.stringify('nail salon '.repeat(400))};\n`);
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets/app-x1.js'), script);
writeFileSync(join(dir, 'assets/app-x1.js.br'), brotliCompressSync(script));
writeFileSync(join(dir, 'assets/app-x1.js.gz'), gzipSync(script));
writeFileSync(join(dir, 'assets/only-gzip.css'), 'a{color:red}'.repeat(200));
writeFileSync(join(dir, 'assets/only-gzip.css.gz'), gzipSync('a{color:red}'.repeat(200)));
writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2000, 1));

const app = express();
app.use(compression());
app.use('/build', precompressed(dir), express.static(dir, { index: false, fallthrough: false }));

/** The bytes as sent (supertest would undo the encoding itself), with the headers. */
async function get(path: string, acceptEncoding?: string) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
        httpGet({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      },
    );
  } finally {
    server.close();
  }
}
const raw = (res: { body: Buffer }) => res.body;

describe('precompressed built files', () => {
  test('brotli when the browser takes it, with the script type and Vary', async () => {
    const res = await get('/build/assets/app-x1.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(raw(res)).equals(script)).toBe(true);
  });

  test('gzip when brotli is not taken (or refused with q=0), the file itself when nothing is', async () => {
    const gz = await get('/build/assets/app-x1.js', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw(gz)).equals(script)).toBe(true);
    const plain = await get('/build/assets/app-x1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(raw(plain).equals(script)).toBe(true);
  });

  test('a file with only a gzip twin is sent as gzip to a brotli browser; one with none is left to the middleware', async () => {
    const css = await get('/build/assets/only-gzip.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const png = await get('/build/logo.png', 'br, gzip');
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  test('a twin asked for by its own name, or a file that is not there, is what express.static says', async () => {
    expect((await get('/build/assets/missing.js', 'br')).status).toBe(404);
    expect((await get('/build/assets/app-x1.js.br', 'identity')).headers['content-encoding']).toBe(
      undefined,
    );
  });

  test('Accept-Encoding is read with its q-values', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings(' , BR ;q=1')]).toEqual(['br']);
  });
});
