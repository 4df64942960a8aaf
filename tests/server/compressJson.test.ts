import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pickEncoding } from '../../server/http/compressJson';
import { SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

/* API answers of 1 kB and more go compressed as the client accepts; small ones and files do not. */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const inject = (url: string, encoding: string | undefined, method: 'GET' | 'POST' = 'GET', payload?: unknown) =>
  server.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: { token, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
  });

describe('API answer compression', () => {
  it('sends a large answer as br or gzip, decoding to the same envelope', async () => {
    const plain = await inject('/chance_login/getUserInfo', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const envelope = JSON.parse(plain.payload);
    const { sysNowTimeDate: _, ...expected } = envelope.data;

    const br = await inject('/chance_login/getUserInfo', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toMatchObject(expected);

    const gz = await inject('/chance_login/getUserInfo', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toMatchObject(expected);
  });

  it('leaves small answers and refusals of every encoding as they are', async () => {
    const small = await inject('/chance_login/getTimeMillis', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.payload).code).toBe(200);
    expect((await inject('/chance_login/getUserInfo', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await inject('/chance_login/getUserInfo', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('sends xlsx exports uncompressed and intact', async () => {
    const answer = await inject('/chance-member/export', 'gzip, br', 'POST', { fields: ['username', 'phone'] });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-encoding']).toBeUndefined();
    // An xlsx file is a zip archive.
    expect(answer.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('picks br before gzip and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
