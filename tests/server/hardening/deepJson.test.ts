import { canonical } from '../../../server/http/idempotency';
import { jsonDepth, MAX_JSON_DEPTH } from '../../../server/http/jsonBody';
import { allRoutes } from '../../../server/routes';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Finding 4: a valid money body with an extra field nested ~2,050 levels deep overflowed the
 * recursive canonical JSON of the idempotency hash (HTTP 500 on every money-moving route). The
 * parser now refuses bodies nested deeper than MAX_JSON_DEPTH on every route, and the hash is
 * iterative.
 */

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

it('answers A0400 on every money-moving route for a body nested 2,050 levels deep, and writes nothing', async () => {
  const money = allRoutes.filter((r) => r.moneyMoving);
  expect(money.length).toBeGreaterThanOrEqual(15);
  const logs = (await server.db.selectFrom('operation_log').select('id').execute()).length;
  for (const route of money) {
    const raw = `{"id":1,"amount":100,"username":"x","extra":${nested(2_050)}}`;
    const answer = await server.call(route.path, { token, raw, headers: { 'Idempotency-Key': `deep-${route.path}` } });
    expect([route.path, answer.status, answer.body.code]).toEqual([route.path, 400, 'A0400']);
    expect(answer.body.msg).toBe(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  expect((await server.db.selectFrom('operation_log').select('id').execute()).length).toBe(logs);
});

it('bounds nesting on routes that are not money-moving too, and in Chinese', async () => {
  const answer = await server.call('/chance-staion-user/list', {
    token,
    raw: `{"pageIndex":1,"x":${nested(MAX_JSON_DEPTH + 1)}}`,
    language: 1,
  });
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code: 'A0400', msg: `请求体嵌套超过 ${MAX_JSON_DEPTH} 层` });
  // Exactly at the bound still parses (and the extra field is ignored by the schema).
  const fine = await server.call('/chance-staion-user/list', { token, raw: `{"pageIndex":1,"x":${nested(MAX_JSON_DEPTH - 1)}}` });
  expect(fine.body.code).toBe(200);
});

it('keeps refusing prototype poisoning', async () => {
  const answer = await server.call('/chance-staion-user/list', { token, raw: '{"__proto__":{"admin":true}}' });
  expect(answer.body.code).toBe('A0400');
});

describe('jsonDepth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth(nested(5000), 40)).toBe(41);
  });
});

describe('canonical', () => {
  it('sorts keys and drops undefined like before', () => {
    expect(canonical({ b: 1, a: [true, null, 'x', { d: undefined, c: 2 }] })).toBe('{"a":[true,null,"x",{"c":2}],"b":1}');
    expect(canonical([])).toBe('[]');
    expect(canonical({})).toBe('{}');
  });

  it('hashes 100,000 levels without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    const text = canonical(deep);
    expect(text.length).toBe(100_000 * 8 + 1);
    expect(text.startsWith('{"a":[{"a":[')).toBe(true);
  });
});
