import { describe, expect, test } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { createMailer, mailFileName } from '../../server/services/mail';

describe('the file mailer', () => {
  test('writes a message to a 5,000-character address under a short file name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chairside-mail-'));
    try {
      const mailer = createMailer(loadConfig({ SESSION_SECRET: 'x'.repeat(40), STORAGE_DIR: dir }));
      const to = `${'a'.repeat(5000)}@example.com`;
      await mailer.send({ to, subject: 'Hello', text: 'Body' });
      const [file] = readdirSync(join(dir, 'mail'));
      expect(file.length).toBeLessThan(100);
      expect(readFileSync(join(dir, 'mail', file), 'utf8')).toContain('Subject: Hello');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('names files by time, a random part and the start of the address, so two messages in one millisecond do not collide', () => {
    const a = mailFileName('owner@example.com', 1700000000000);
    const b = mailFileName('owner@example.com', 1700000000000);
    expect(a).toMatch(/^1700000000000-[0-9a-f]{8}-owner@example\.com\.eml$/);
    expect(a).not.toBe(b);
    expect(mailFileName('../../etc/passwd')).not.toContain('/');
  });
});
