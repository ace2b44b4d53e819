import { readdirSync } from 'node:fs';
import type { EndpointDeclaration } from '#shared/api/endpoint';

const isEndpoint = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * Every endpoint declared in #shared/api, read from its files: a file of declarations counts by
 * being there, listed nowhere. Read from the sources, for the OpenAPI script and the test that
 * the app registers each one (the running app describes what its modules registered).
 */
export async function declaredEndpoints(): Promise<EndpointDeclaration[]> {
  const directory = new URL('../../shared/api/', import.meta.url);
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const modules = await Promise.all(
    files.map((file) => import(new URL(file, directory).href) as Promise<Record<string, unknown>>),
  );
  return [...new Set(modules.flatMap((module) => Object.values(module).filter(isEndpoint)))];
}
