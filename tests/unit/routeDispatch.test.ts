import { describe, expect, test } from 'vitest';
import express from 'express';
import request from 'supertest';
import { get, mountRoutes, post } from '../../server/http/router';

function app() {
  const a = express();
  const say = (text: string) => (_req: express.Request, res: express.Response) =>
    void res.send(text);
  mountRoutes(
    a,
    [
      get(
        '/things/{thing}',
        'things.show',
        (req, res) => void res.send(`thing ${req.params.thing}`),
      ),
      get('/things/new', 'things.create', say('new form')),
      post('/things/new', 'things.store', say('stored')),
      get('/', 'home', say('home')),
    ],
    () => (_req, _res, next) => next(),
  );
  a.use((_req, res) => void res.status(404).send('none'));
  return a;
}

describe('route dispatch', () => {
  test('a route without parameters is found by method and path, whatever routes come before it', async () => {
    expect((await request(app()).get('/things/new')).text).toBe('new form');
    expect((await request(app()).post('/things/new')).text).toBe('stored');
    expect((await request(app()).get('/things/12')).text).toBe('thing 12');
    expect((await request(app()).get('/')).text).toBe('home');
  });
  test('matches as Express does: any case, an optional trailing slash, HEAD as GET, numbers only for ids', async () => {
    expect((await request(app()).get('/Things/New/')).text).toBe('new form');
    expect((await request(app()).head('/things/new')).status).toBe(200);
    expect((await request(app()).get('/things/abc')).status).toBe(404);
    expect((await request(app()).put('/things/new')).status).toBe(404);
  });
});
