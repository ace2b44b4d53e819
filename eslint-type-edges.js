/**
 * `import-x/no-cycle` skips `import type` edges, and has no option to count them. A cycle of
 * types still ties the layers together (one file cannot move without the other), so this file
 * makes every import an edge: a parser for import-x's module graph that reads `import type` as
 * a plain import, and `no-cycle` wrapped to see the linted file's own imports the same way.
 */
import tsParser from '@typescript-eslint/parser';
import importX from 'eslint-plugin-import-x';

const valueKind = (node) => {
  if (node.importKind === 'type' || node.importKind === 'typeof') node.importKind = 'value';
  if (node.exportKind === 'type') node.exportKind = 'value';
};

const EDGES = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

export const parseForESLint = (code, options) => {
  const result = tsParser.parseForESLint(code, options);
  for (const statement of result.ast.body) {
    if (!EDGES.has(statement.type)) continue;
    valueKind(statement);
    for (const specifier of statement.specifiers ?? []) valueKind(specifier);
  }
  return result;
};

const asValueImport = (node) =>
  EDGES.has(node.type)
    ? {
        ...node,
        importKind: node.importKind && 'value',
        exportKind: node.exportKind && 'value',
        specifiers: node.specifiers?.map((specifier) => ({
          ...specifier,
          importKind: specifier.importKind && 'value',
          exportKind: specifier.exportKind && 'value',
        })),
      }
    : node;

const noCycle = importX.rules['no-cycle'];

/** `import-x/no-cycle`, counting type-only imports too. */
export const noCycleWithTypes = {
  ...noCycle,
  create(context) {
    const visitors = noCycle.create(context);
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [
        selector,
        (node) => visit(asValueImport(node)),
      ]),
    );
  },
};
