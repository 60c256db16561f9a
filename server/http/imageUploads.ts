import express, { type Request, type Response } from 'express';
import type { Said } from '../../common/said';
import { randomBytes } from 'node:crypto';
import { DomainError } from '../domain/errors';

/**
 * Images uploaded as the request body itself (the avatar, support message
 * attachments): read by a parser of that route only, up to its own limit, so
 * the app's JSON parser keeps its limit and no multipart parser is needed.
 * What a file is comes from its first bytes, never from what the browser
 * says; it is kept under a random name and served only by that name.
 */

export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageExt = keyof typeof IMAGE_TYPES;

/** A stored image's name: what storedImageName makes, so a name anyone typed is never a path. */
export const STORED_IMAGE_NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg|webp)$/;

/** A fresh random name for an image of this type. */
export const storedImageName = (ext: ImageExt) => `${randomBytes(24).toString('base64url')}.${ext}`;

/** The image's type from its magic bytes (PNG signature, JPEG SOI, RIFF…WEBP), or null. */
export function imageTypeOf(bytes: Buffer): ImageExt | null {
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

/**
 * A reader of an image body of at most `limit` bytes: the bytes, or null when the body was not
 * an image type; a larger one is refused with `tooLarge` beside `field`.
 */
export function imageBodyReader(limit: number, tooLarge: Said, field: string) {
  const parse = express.raw({ type: Object.values(IMAGE_TYPES), limit });
  return async (req: Request, res: Response): Promise<Buffer | null> => {
    await new Promise<void>((resolve, reject) =>
      parse(req, res, (err?: unknown) => {
        const e = err as { type?: string } | undefined;
        if (e?.type === 'entity.too.large') return reject(new DomainError(tooLarge, field));
        return err ? reject(err) : resolve();
      }),
    );
    return Buffer.isBuffer(req.body) ? req.body : null;
  };
}
