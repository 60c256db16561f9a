import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { SmsDriver } from './driver';
import { clock } from '../../../common/clock';

/**
 * SMS_DRIVER=log (the default): each text becomes a JSON file under
 * storage/sms/ and is reported delivered at once, so the demo's SMS log
 * shows messages going through every status without a provider account.
 * The database row is the record; the file is what "the phone got".
 */
export function createLogSmsDriver(storageDir: string): SmsDriver {
  const dir = resolve(storageDir, 'sms');
  return {
    name: 'log',
    async send(request) {
      const sid = `SM${randomBytes(16).toString('hex')}`;
      mkdirSync(dir, { recursive: true });
      const file = `${clock.ms()}-${request.messageId ?? 'x'}-${sid.slice(2, 10)}.json`;
      writeFileSync(
        resolve(dir, file),
        JSON.stringify(
          {
            sid,
            to: request.to,
            from: request.from ?? null,
            body: request.body,
            at: clock.now().toISOString(),
          },
          null,
          2,
        ),
      );
      return { sid, status: 'delivered' };
    },
  };
}
