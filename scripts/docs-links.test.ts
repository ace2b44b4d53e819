import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

const markdownUnder = (folder: string, name: (file: string) => boolean) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter(name)
    .map((file) => join(folder, file));

const documents = [
  'README.md',
  ...markdownUnder('docs', (file) => file.endsWith('.md')),
  ...markdownUnder('src', (file) => file.endsWith('README.md')),
];

/** The targets of a document's `[text](target)` links, outside code. */
const linkTargets = (markdown: string) =>
  [
    ...markdown
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, 'code')
      .matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g),
  ].map((match) => match[1] ?? '');

const isRelative = (target: string) => !/^([a-z][a-z+.-]*:|#|\/)/i.test(target);

describe('links between the docs', () => {
  it('finds the documents', () => {
    expect(documents).toContain('docs/architecture.md');
    expect(documents).toContain('src/client/README.md');
  });

  it('point only at files that exist', () => {
    const broken = documents.flatMap((document) =>
      linkTargets(readFileSync(join(root, document), 'utf8'))
        .filter(isRelative)
        .filter((target) => {
          const path = decodeURIComponent(target.split('#')[0] ?? '');
          return !existsSync(join(root, dirname(document), path));
        })
        .map((target) => `${document}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the link reader', () => {
  it('reads inline links and leaves code alone', () => {
    const sample = 'See [a](a.md#x), [b](../b.ts "title") and `[c](c.md)`.\n```\n[d](d.md)\n```';
    expect(linkTargets(sample)).toEqual(['a.md#x', '../b.ts']);
  });

  it('takes web addresses, mail and in-page anchors as not relative', () => {
    expect(['https://x.uk', 'mailto:a@b.uk', '#top', 'docs/a.md'].filter(isRelative)).toEqual([
      'docs/a.md',
    ]);
  });
});
