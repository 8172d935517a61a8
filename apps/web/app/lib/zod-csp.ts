// zod compiles a fast object parser with `new Function` where the page allows it, and probes for
// that by trying once. The storefront's Content-Security-Policy has no 'unsafe-eval', so in the
// browser the probe is a blocked eval that Chrome reports as a policy violation on every page that
// validates a form or a URL. zod keeps its settings on this global (shared by every copy of zod),
// so they can be set before any schema is built without loading zod with every page; imported
// first by root.tsx. zod-csp.test.ts checks that zod still reads it. The server keeps the
// compiled parsers.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export {};

if (typeof document !== 'undefined') {
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
}
