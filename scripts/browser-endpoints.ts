import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** Modules of src/shared/api that declare no endpoints: the declaration type and the list. */
const NOT_DECLARATIONS = new Set(['endpoint.ts', 'index.ts']);

const isZodSchema = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Stands where a schema was, so a browser that reads one fails loudly, not with undefined. */
const SCHEMA_LEFT_OUT = `/* @__PURE__ */ new Proxy({}, { get() { throw new Error("The browser's endpoint declarations carry no schemas: import the schema from #shared/schemas"); } })`;
const SCHEMA_MARK = '\u0000schema';

/**
 * A declaration module as the browser gets it: each export as data, without its Zod schemas.
 * The client's `call` reads only the method, the path, the upload field and the kind of answer;
 * the schemas (and Zod with them, about a fifth of the first script) are the server's.
 */
export function browserModule(exports: Record<string, unknown>, file: string): string {
  const lines = Object.entries(exports).map(([name, value]) => {
    if (typeof value === 'function')
      throw new Error(`${file} exports the function ${name}; the browser gets data only`);
    // A declaration's summary is for the OpenAPI document: the browser never shows it.
    const data = JSON.stringify(value, (key, part: unknown) => {
      if (key === 'summary') return undefined;
      return isZodSchema(part) ? SCHEMA_MARK : part;
    }).replaceAll(JSON.stringify(SCHEMA_MARK), 'schemaLeftOut');
    return `export const ${name} = ${data};`;
  });
  return [`const schemaLeftOut = ${SCHEMA_LEFT_OUT};`, ...lines].join('\n');
}

/**
 * Builds the browser's endpoint declarations (src/shared/api) from the real ones, evaluated
 * once at the start of a client build: one declaration per endpoint stays true, and the type
 * checker still reads the real modules, so `call` keeps their inferred types. The server's
 * page renderer and the development server use the real modules.
 */
export function browserEndpoints(apiDir: string): Plugin {
  const modules = new Map<string, string>();
  return {
    name: 'pellets:browser-endpoints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async buildStart() {
      const files = readdirSync(apiDir).filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_DECLARATIONS.has(file),
      );
      for (const file of files) {
        const path = join(apiDir, file);
        const { module } = await runnerImport<Record<string, unknown>>(path, {
          configFile: false,
          logLevel: 'error',
        });
        modules.set(path, browserModule(module, file));
      }
    },
    load(id) {
      return modules.get(id.split('?')[0] ?? id);
    },
  };
}
