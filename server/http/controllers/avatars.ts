import express, { type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { avatarInUse, setUserAvatar } from '../../../database/queries/profiles';
import { DomainError } from '../../domain/errors';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { accountOf } from './profile';

/**
 * The account's avatar. The browser sends the image itself as the request
 * body (Content-Type image/png, image/jpeg or image/webp), read here by a
 * parser of this route only, 1 MB at most: the app's JSON parser stays at
 * its own limit and no multipart parser (or base64's third more) is needed.
 * What the file is comes from its first bytes, never from what the browser
 * says; it is kept under a random name in storage/avatars and served only
 * by that name, looked up in the database, never from a path anyone typed.
 */

export const MAX_AVATAR_BYTES = 1024 * 1024;
const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
type Ext = keyof typeof TYPES;
const NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg|webp)$/;

const readImage = express.raw({ type: Object.values(TYPES), limit: MAX_AVATAR_BYTES });

/** The image's type from its magic bytes (PNG signature, JPEG SOI, RIFF…WEBP), or null. */
export function imageTypeOf(bytes: Buffer): Ext | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

const dirOf = (req: Request) => join(req.ctx.config.storageDir, 'avatars');

async function body(req: Request, res: Response): Promise<Buffer | null> {
  await new Promise<void>((resolve, reject) =>
    readImage(req, res, (err?: unknown) => {
      const e = err as { type?: string } | undefined;
      if (e?.type === 'entity.too.large')
        return reject(new DomainError('The image may not be larger than 1 MB.', 'avatar'));
      return err ? reject(err) : resolve();
    }),
  );
  return Buffer.isBuffer(req.body) ? req.body : null;
}

/** profile.avatar.update */
export async function update(req: Request, res: Response) {
  const user = await accountOf(req);
  const bytes = await body(req, res);
  const ext = bytes ? imageTypeOf(bytes) : null;
  if (!bytes || !ext)
    throw new DomainError('The avatar must be a PNG, JPEG or WebP image.', 'avatar');
  const name = `${randomBytes(24).toString('base64url')}.${ext}`;
  await mkdir(dirOf(req), { recursive: true });
  await writeFile(join(dirOf(req), name), bytes, { mode: 0o600 });
  const url = routeUrl('profile.avatar.show', {}, { file: name });
  await setUserAvatar(req.ctx.db, user, { path: name, url });
  if (user.avatarPath) await rm(join(dirOf(req), user.avatarPath), { force: true });
  flash(req, 'success', 'Photo saved.');
  res.json({ avatar_url: url });
}

/** profile.avatar.destroy */
export async function destroy(req: Request, res: Response) {
  const user = await accountOf(req);
  await setUserAvatar(req.ctx.db, user, null);
  if (user.avatarPath) await rm(join(dirOf(req), user.avatarPath), { force: true });
  flash(req, 'success', 'Photo removed.');
  res.redirect(routeUrl('profiles.index'));
}

/** profile.avatar.show: an account's avatar by its random name, with the type its bytes were checked to be. */
export async function show(req: Request, res: Response) {
  const file = typeof req.query.file === 'string' ? req.query.file : '';
  const m = NAME.exec(file);
  if (!m || !(await avatarInUse(req.ctx.db, file))) throw notFound();
  res.set({
    'Content-Type': TYPES[m[1] as Ext],
    'Cache-Control': 'private, max-age=86400',
    'Content-Disposition': 'inline',
  });
  res.sendFile(join(dirOf(req), file), (err) => {
    if (err && !res.headersSent) res.status(404).end();
  });
}
