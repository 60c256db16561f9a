import type { Db } from '../../database/client';
import type { JobRow } from '../../database/queries/jobs';
import { SEND_KIND } from '../domain/announcements/campaigns';
import { runCampaign } from '../domain/announcements/send';
import type { JobHandler } from './runner';

/** 'announcement.send': queues an announcement's texts (server/domain/announcements/send.ts); safe to run twice. */
export function announcementSendHandler(db: Db): JobHandler {
  return async (job: JobRow) => {
    const { storeId, announcementId } = job.payload as {
      storeId?: unknown;
      announcementId?: unknown;
    };
    if (typeof storeId !== 'number' || typeof announcementId !== 'number')
      throw new Error('announcement.send: bad payload');
    await runCampaign(db, storeId, announcementId);
  };
}

export const announcementJobHandlers = (deps: { db: Db }): Record<string, JobHandler> => ({
  [SEND_KIND]: announcementSendHandler(deps.db),
});
