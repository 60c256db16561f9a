import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const guards = fileURLToPath(new URL('../../server/processGuards.ts', import.meta.url));

/** A Node process that leaves a rejection unhandled, then says whether it is still alive a moment later. */
function run(guarded: boolean) {
  const script = `
    const { logUnhandledRejections } = await import(${JSON.stringify(guards)});
    const logged = [];
    if (${guarded}) logUnhandledRejections({ error: (o, msg) => logged.push(msg + ': ' + o.err.message) });
    Promise.reject(new Error('a query beside one that threw'));
    setImmediate(() => console.log(JSON.stringify({ alive: true, logged })));
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
  });
}

describe('an unhandled rejection', () => {
  test('ends a bare Node process (why the guard exists)', () => {
    expect(run(false).status).not.toBe(0);
  });

  test('is logged and survived once the server’s guard is installed', () => {
    const child = run(true);
    expect(child.status, child.stderr).toBe(0);
    expect(JSON.parse(child.stdout)).toEqual({
      alive: true,
      logged: [
        'unhandled promise rejection; the process keeps running: a query beside one that threw',
      ],
    });
  });
});
