// node-polyglot requires the `object.entries` polyfill, whose es-shims chain (get-intrinsic,
// call-bind, es-errors, …) is ~5 kB gzip of the entry chunk. Every browser the console supports
// has Object.entries, so the build resolves the polyfill to the native function (vite.config.ts).
module.exports = function entries(object) {
  return Object.entries(object);
};
