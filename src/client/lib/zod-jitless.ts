/**
 * Zod compiles validators with `new Function`, which the shop's CSP forbids (and the browser
 * reports). Zod reads this global when it builds a schema, so this module is imported first.
 */
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };
