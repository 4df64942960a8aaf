/**
 * jsonexport for react-admin's default exporter (ra-core/export/defaultExporter, built in place of
 * the library by vite.config.ts lazyJsonexport): the same call, answered once the converter is
 * fetched on first use. Imported statically, the converter (~8 kB) sat in the signed-in layout's
 * chunk that every cold screen loads before its rows, though only an Export click runs it (issue 43).
 * The default exporter calls it with the rows and a callback, which the converter calls as before;
 * the answer is the converter's own promise, one fetch later.
 */
export default function jsonExport(...args: unknown[]): Promise<unknown> {
  return import('jsonexport/dist/index.js').then((m) => m.default(...args));
}
