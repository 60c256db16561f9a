import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { inflateSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/app';
import { serviceWorkerSource } from '../../server/http/pwa';
import { readFileSync } from 'node:fs';

/** Width and height of a PNG, read from its IHDR chunk (and that it is one). */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('the installable app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('the manifest names Chairside, starts at the dashboard and lists 192 and 512 px icons, plain and maskable', async () => {
    const res = await request(t.server).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['set-cookie']).toBeUndefined();
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({
      name: 'Chairside',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const png = await request(t.server)
        .get(icon.src)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(png.status).toBe(200);
      const size = Number(icon.sizes.split('x')[0]);
      expect(pngSize(png.body as Buffer)).toEqual({ width: size, height: size });
    }
  });

  test('a maskable icon fills its square (no transparent corner); the plain one has rounded, transparent corners', async () => {
    const pixel = (file: string) => {
      const png = readFileSync(`public/icons/${file}`);
      // The first IDAT chunk holds the whole image; row 0 starts with its filter byte, then RGBA.
      const idat = png.indexOf('IDAT');
      const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
      return rows.subarray(1, 5);
    };
    expect(pixel('maskable-192.png')[3]).toBe(255);
    expect(pixel('icon-192.png')[3]).toBe(0);
  });

  test('the service worker is served from the root, never cached by HTTP, without a session', async () => {
    const res = await request(t.server).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('"test-version"');
    expect(res.text).not.toContain('__CHAIRSIDE_');
    expect(res.text).toContain('const PRECACHE = [];');
  });

  test('the worker precaches exactly the build’s files under its version', () => {
    const source = serviceWorkerSource(readFileSync('resources/pwa/sw.js', 'utf8'), {
      version: 'abc123',
      files: ['assets/app-1.js', 'assets/app-2.css'],
    });
    expect(source).toContain('const VERSION = "abc123";');
    expect(source).toContain('const PRECACHE = ["assets/app-1.js","assets/app-2.css"];');
    // It parses as a script.
    expect(() => new Function(source)).not.toThrow();
  });

  test('the document links the manifest and the theme colour, and the CSP lets this origin’s worker and manifest in', async () => {
    const res = await request(t.server).get('/login');
    expect(res.text).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(res.text).toContain('<meta name="theme-color" content="#0f766e">');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
  });
});
