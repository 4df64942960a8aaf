// The one jsonexport entry the console imports (src/shims/lazyJsonexport.ts); the package has no types.
declare module 'jsonexport/dist/index.js' {
  /** `(json, [options], [callback])`: the CSV to the callback, or a promise of it without one. */
  const jsonExport: (...args: unknown[]) => unknown;
  export default jsonExport;
}
