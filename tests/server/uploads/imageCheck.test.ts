// @engine-independent: pure header checks, no database; SQLite pass only (jest.config.js).
import { checkImage } from '../../../server/uploads/imageCheck';

describe('checkImage', () => {
  it('reads a cut-off header as no image, whatever bytes follow it in memory', () => {
    // A PNG signature and IHDR cut before the height, inside a larger buffer whose next bytes
    // would declare a 65536-pixel height (as a pooled upload buffer may hold anything there).
    const whole = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 1, 0, 0, 8, 2, 0, 0, 0,
    ]);
    expect(checkImage(whole.subarray(0, 20))).toBe('upload_not_image');
  });
});
