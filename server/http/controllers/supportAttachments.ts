import express, { type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  countPendingAttachments,
  deleteStalePendingAttachments,
  getAttachment,
  getSupportTicket,
  insertPendingAttachment,
} from '../../../database/queries/supports';
import type { SupportAttachmentType } from '../../../database/schema';
import { DomainError } from '../../domain/errors';
import { MAX_ATTACHMENT_BYTES } from '../../domain/supports/tickets';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { imageTypeOf } from './avatars';
import { viewer } from './supports';
import { clock } from '../../../common/clock';

/**
 * Images on support messages, uploaded like the avatar: the image
 * itself is the request body (PNG, JPEG or WebP by its first bytes, never by
 * what the browser says), 2 MB at most, kept under a random name in
 * STORAGE_DIR/support. An upload waits, its uploader's alone, until the
 * ticket or reply that sends it takes it (domain/supports/tickets.ts); from
 * then on it is served only to those who can see the thread.
 */

/** Uploads not sent yet, per account: enough for a message being written, not a file store. */
const MAX_PENDING = 9;
/** An upload no message took within a day was given up: its next upload clears it. */
const PENDING_LIFETIME_MS = 24 * 3_600_000;
const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const satisfies Record<
  string,
  SupportAttachmentType
>;
const NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg|webp)$/;

const readImage = express.raw({ type: Object.values(TYPES), limit: MAX_ATTACHMENT_BYTES });
const dirOf = (req: Request) => join(req.ctx.config.storageDir, 'support');
const attachmentUrl = (id: number) => routeUrl('supports.attachments.show', { attachment: id });

async function body(req: Request, res: Response): Promise<Buffer | null> {
  await new Promise<void>((resolve, reject) =>
    readImage(req, res, (err?: unknown) => {
      const e = err as { type?: string } | undefined;
      if (e?.type === 'entity.too.large')
        return reject(new DomainError('An image may not be larger than 2 MB.', 'attachments'));
      return err ? reject(err) : resolve();
    }),
  );
  return Buffer.isBuffer(req.body) ? req.body : null;
}

/** supports.attachments.store: 201 `{ id, url }`, for the message being written to send. */
export async function store(req: Request, res: Response) {
  const v = viewer(req);
  const stale = await deleteStalePendingAttachments(
    req.ctx.db,
    v.userId,
    new Date(clock.ms() - PENDING_LIFETIME_MS),
  );
  await Promise.all(
    stale
      .filter((f) => NAME.test(f.path))
      .map((f) => rm(join(dirOf(req), f.path), { force: true })),
  );
  const full = () => new DomainError('Send or remove the images waiting first.', 'attachments');
  // A quick refusal before the body is read; the insert below is what holds the cap.
  if ((await countPendingAttachments(req.ctx.db, v.userId)) >= MAX_PENDING) throw full();
  const bytes = await body(req, res);
  const ext = bytes ? imageTypeOf(bytes) : null;
  if (!bytes || !ext) throw new DomainError('Attach PNG, JPEG or WebP images.', 'attachments');
  const name = `${randomBytes(24).toString('base64url')}.${ext}`;
  const file = join(dirOf(req), name);
  await mkdir(dirOf(req), { recursive: true });
  await writeFile(file, bytes, { mode: 0o600 });
  // The file is written first, so a row never names a missing file; an upload the cap refuses takes its file back.
  const row = await insertPendingAttachment(
    req.ctx.db,
    {
      storeId: v.storeId,
      uploadedBy: v.userId,
      path: name,
      contentType: TYPES[ext],
      sizeBytes: bytes.length,
    },
    MAX_PENDING,
  ).catch(async (err: unknown) => {
    await rm(file, { force: true });
    throw err;
  });
  if (!row) {
    await rm(file, { force: true });
    throw full();
  }
  res.status(201).json({ id: row.id, url: attachmentUrl(row.id) });
}

/** supports.attachments.show: the image, to its uploader while pending, then to whoever sees the ticket; anyone else a 404. */
export async function show(req: Request, res: Response) {
  const v = viewer(req);
  const found = await getAttachment(req.ctx.db, Number(req.params.attachment));
  if (!found || !NAME.test(found.a.path)) throw notFound();
  const visible =
    found.ticketId === null
      ? found.a.uploadedBy === v.userId
      : Boolean(await getSupportTicket(req.ctx.db, v.scope, found.ticketId));
  if (!visible) throw notFound();
  res.set({
    'Content-Type': found.a.contentType,
    'Cache-Control': 'private, max-age=86400',
    'Content-Disposition': 'inline',
    'X-Content-Type-Options': 'nosniff',
  });
  res.sendFile(join(dirOf(req), found.a.path), (err) => {
    if (err && !res.headersSent) res.status(404).end();
  });
}
