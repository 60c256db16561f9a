import { test, expect } from 'vitest';
import { createTestApp, Client } from '../support/app';
test('smoke', async () => {
  const t0 = Date.now();
  const t = await createTestApp();
  console.log('setup ms', Date.now() - t0);
  const c = new Client(t.app);
  let r = await c.get('/login');
  console.log(r.status, r.text.slice(0, 1500));
  await c.login('owner@example.com');
  r = await c.visit('/dashboard');
  console.log(r.status, JSON.stringify(r.body).slice(0, 3000));
  r = await c.visit('/dashboard/users');
  console.log(r.status, JSON.stringify(r.body).slice(0, 300));
  await t.close();
}, 60000);
