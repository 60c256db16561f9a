import type { Request, Response } from 'express';
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
import { forbidden, notFound } from '../errors';
import { routeUrl } from '../urls';
import {
  IMAGE_TYPES,
  imageBodyReader,
  imageTypeOf,
  STORED_IMAGE_NAME,
  storedImageName,
} from '../imageUploads';
import { supportViewer } from '../../domain/supports/viewers';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

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
const TYPES = IMAGE_TYPES satisfies Record<string, SupportAttachmentType>;
const body = imageBodyReader(
  MAX_ATTACHMENT_BYTES,
  say('validation.supports.anImageMayNotBe'),
  'attachments',
);
const dirOf = (req: Request) => join(req.ctx.config.storageDir, 'support');
const attachmentUrl = (id: number) => routeUrl('supports.attachments.show', { attachment: id });

/** The signed-in viewer of support tickets (as supports.* asks); anyone else gets a 403. */
function viewer(req: Request) {
  const v = supportViewer(req.actor, req.store);
  if (!v) throw forbidden();
  return v;
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
      .filter((f) => STORED_IMAGE_NAME.test(f.path))
      .map((f) => rm(join(dirOf(req), f.path), { force: true })),
  );
  const full = () =>
    new DomainError(say('validation.supports.sendOrRemoveTheImages'), 'attachments');
  // A quick refusal before the body is read; the insert below is what holds the cap.
  if ((await countPendingAttachments(req.ctx.db, v.userId)) >= MAX_PENDING) throw full();
  const bytes = await body(req, res);
  const ext = bytes ? imageTypeOf(bytes) : null;
  if (!bytes || !ext)
    throw new DomainError(say('validation.supports.attachPNGJPEGOrWebP'), 'attachments');
  const name = storedImageName(ext);
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
  if (!found || !STORED_IMAGE_NAME.test(found.a.path)) throw notFound();
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
