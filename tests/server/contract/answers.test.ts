import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { takeAnswerViolations } from '../../../server/http/answers';
import { EnvelopeExtras } from '../../../server/http/envelopeExtras';
import { Notice } from '../../../server/http/notice';
import { defineRoute } from '../../../server/http/route';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

// Probe routes whose answers keep or break their contracts (server/http/answers.ts).
const tally = z.object({ count: z.number(), names: z.array(z.string()), note: z.string().nullable() });
const contracts = {
  good: defineContract({ method: 'POST', path: '/probe/answers/good', answer: tally }),
  wrongType: defineContract({ method: 'POST', path: '/probe/answers/wrong-type', answer: tally }),
  unnamedField: defineContract({ method: 'POST', path: '/probe/answers/unnamed-field', answer: tally }),
  notice: defineContract({ method: 'POST', path: '/probe/answers/notice', answer: tally }),
  extras: defineContract({
    method: 'POST',
    path: '/probe/answers/extras',
    answer: z.string(),
    extras: z.object({ profile: z.object({ id: z.number() }) }),
  }),
};
const good = { count: 2, names: ['a', 'b'], note: null };
const probeRoutes = [
  defineRoute({ contract: contracts.good, auth: 'public', handler: async () => good }),
  defineRoute({
    contract: contracts.wrongType,
    auth: 'public',
    // A PostgreSQL count read without Number(): what the check exists to catch.
    handler: async () => ({ ...good, count: '2' }) as unknown as typeof good,
  }),
  defineRoute({ contract: contracts.unnamedField, auth: 'public', handler: async () => ({ ...good, secret: 'kept out' }) }),
  defineRoute({ contract: contracts.notice, auth: 'public', handler: async () => new Notice(good, 'success') }),
  defineRoute({ contract: contracts.extras, auth: 'public', handler: async () => new EnvelopeExtras('token-1', { profile: { id: 7 } }) }),
];

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ extraRoutes: probeRoutes });
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

describe('answers against their contracts', () => {
  it('sends an answer that keeps its contract exactly as JSON.stringify would', async () => {
    const answer = await server.call('/probe/answers/good', { body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: good });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(takeAnswerViolations()).toEqual([]);
  });

  it('refuses an answer with a field of the wrong type, naming the route and the field', async () => {
    const answer = await server.call('/probe/answers/wrong-type', { body: {} });
    expect([answer.status, answer.body.code]).toEqual([500, 'B0001']);
    const [violation, ...more] = takeAnswerViolations();
    expect(more).toEqual([]);
    expect(violation).toMatch(/^POST \/probe\/answers\/wrong-type answered against its contract: data\.count: /);
  });

  it('refuses an answer carrying a field its contract does not name (the serialiser would drop it)', async () => {
    const answer = await server.call('/probe/answers/unnamed-field', { body: {} });
    expect([answer.status, answer.body.code]).toEqual([500, 'B0001']);
    expect(JSON.stringify(answer.body)).not.toContain('kept out');
    expect(takeAnswerViolations()).toEqual([expect.stringContaining('would change envelope.data.secret')]);
  });

  it("keeps a notice's message and the envelope's extra fields", async () => {
    const notice = await server.call('/probe/answers/notice', { body: {}, language: 1 });
    expect(notice.body).toEqual({ code: 200, msg: '成功', data: good });
    const extras = await server.call('/probe/answers/extras', { body: {} });
    expect(extras.body).toEqual({ code: 200, msg: 'success', data: 'token-1', profile: { id: 7 } });
    expect(takeAnswerViolations()).toEqual([]);
  });
});
