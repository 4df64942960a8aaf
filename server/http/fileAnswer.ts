import type { Readable } from 'node:stream';

/**
 * A handler's answer that is a file (xlsx exports) rather than `data` in an envelope: the route
 * helper sends the bytes with a Content-Disposition naming the file. Errors before the handler
 * returns still answer the usual JSON envelope, which the console's blob requests recognise. A
 * stream body is sent as it is produced (a workbook written row by row).
 */
export class FileAnswer {
  constructor(
    readonly body: Buffer | Readable,
    readonly filename: string,
    readonly contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ) {}

  /** RFC 6266: an ASCII fallback plus the UTF-8 name, so non-ASCII names survive. */
  disposition(): string {
    const ascii = this.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(this.filename)}`;
  }
}
