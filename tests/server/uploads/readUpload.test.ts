// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import type { FastifyRequest } from 'fastify';
import { readUpload } from '../../../server/http/route';

/*
 * The multipart parser can stop at the size limit and hand over exactly the first maxBytes with
 * no error, only `file.truncated` set (a black-box probe stored 4 of 10 PNGs of 2–30 MB cut at
 * 1,048,576 bytes). Whatever the timing, a cut file reaches the route as "too large" (null bytes).
 */
function requestWith(bytes: Buffer, truncated: boolean): FastifyRequest {
  const part = { filename: 'big.png', mimetype: 'image/png', file: { truncated }, toBuffer: async () => bytes };
  return { isMultipart: () => true, file: async () => part } as unknown as FastifyRequest;
}

describe('readUpload', () => {
  it('answers a file the parser cut at the limit as too large, not as its first megabyte', async () => {
    const cut = await readUpload(requestWith(Buffer.alloc(1024 * 1024, 1), true), 1024 * 1024);
    expect(cut).toEqual({ filename: 'big.png', mimetype: 'image/png', bytes: null });
  });

  it('passes a whole file of exactly the limit through', async () => {
    const whole = await readUpload(requestWith(Buffer.alloc(1024 * 1024, 1), false), 1024 * 1024);
    expect(whole?.bytes?.length).toBe(1024 * 1024);
  });
});
