// Writes docs/openapi.json from the endpoint declarations (#shared/api), or with --check fails
// when the file is not what the declarations make, so a stale document cannot be committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { declaredEndpoints } from '#server/http/declared-endpoints';
import { buildOpenApiDocument } from '#server/http/openapi-document';

const file = resolve(import.meta.dirname, '..', 'docs', 'openapi.json');
const fresh = `${JSON.stringify(await buildOpenApiDocument(await declaredEndpoints()), null, 2)}\n`;

if (process.argv.includes('--check')) {
  const committed = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  if (committed !== fresh) {
    console.error(
      'docs/openapi.json is not what the endpoint declarations make: run "npm run openapi".',
    );
    process.exit(1);
  }
  console.log('docs/openapi.json matches the endpoint declarations.');
} else {
  writeFileSync(file, fresh);
  console.log(`Wrote ${file}`);
}
