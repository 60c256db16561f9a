import type { Request, Response } from 'express';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { avatarInUse, setUserAvatar } from '../../../database/queries/profiles';
import { DomainError } from '../../domain/errors';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { accountOf } from '../ownAccount';
import {
  IMAGE_TYPES,
  imageBodyReader,
  imageTypeOf,
  STORED_IMAGE_NAME,
  storedImageName,
  type ImageExt,
} from '../imageUploads';
import { say } from '../../../common/said';

/**
 * The account's avatar: the image itself is the request body (../imageUploads.ts), 1 MB at
 * most, kept under a random name in storage/avatars and served only by that name, looked up in
 * the database, never from a path anyone typed.
 */

export const MAX_AVATAR_BYTES = 1024 * 1024;

const dirOf = (req: Request) => join(req.ctx.config.storageDir, 'avatars');
const body = imageBodyReader(MAX_AVATAR_BYTES, say('validation.access.theImageMayNotBe'), 'avatar');

/** profile.avatar.update */
export async function update(req: Request, res: Response) {
  const user = await accountOf(req);
  const bytes = await body(req, res);
  const ext = bytes ? imageTypeOf(bytes) : null;
  if (!bytes || !ext) throw new DomainError(say('validation.access.theAvatarMustBeA'), 'avatar');
  const name = storedImageName(ext);
  await mkdir(dirOf(req), { recursive: true });
  await writeFile(join(dirOf(req), name), bytes, { mode: 0o600 });
  const url = routeUrl('profile.avatar.show', {}, { file: name });
  await setUserAvatar(req.ctx.db, user, { path: name, url });
  if (user.avatarPath) await rm(join(dirOf(req), user.avatarPath), { force: true });
  flash(req, 'success', say('flash.profile.photoSaved'));
  res.json({ avatar_url: url });
}

/** profile.avatar.destroy */
export async function destroy(req: Request, res: Response) {
  const user = await accountOf(req);
  await setUserAvatar(req.ctx.db, user, null);
  if (user.avatarPath) await rm(join(dirOf(req), user.avatarPath), { force: true });
  flash(req, 'success', say('flash.profile.photoRemoved'));
  res.redirect(routeUrl('profiles.index'));
}

/** profile.avatar.show: an account's avatar by its random name, with the type its bytes were checked to be. */
export async function show(req: Request, res: Response) {
  const file = typeof req.query.file === 'string' ? req.query.file : '';
  const m = STORED_IMAGE_NAME.exec(file);
  if (!m || !(await avatarInUse(req.ctx.db, file))) throw notFound();
  res.set({
    'Content-Type': IMAGE_TYPES[m[1] as ImageExt],
    'Cache-Control': 'private, max-age=86400',
    'Content-Disposition': 'inline',
  });
  res.sendFile(join(dirOf(req), file), (err) => {
    if (err && !res.headersSent) res.status(404).end();
  });
}
