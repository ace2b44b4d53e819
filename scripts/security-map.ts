/** A test that docs/security.md names as the proof of a requirement. */
export interface NamedProof {
  requirement: string;
  file: string;
  test: string;
}

/** The section whose rows must each name existing tests. */
export const PROVEN_SECTION = '## Met and proven';
const PROOF = /`([^`\s]+\.(?:test|spec)\.ts) > ([^`]+)`/g;

/** The rows of the proven section: each table row's first cell and the proofs in it. */
export function provenRequirements(
  markdown: string,
): { requirement: string; proofs: NamedProof[] }[] {
  const start = markdown.indexOf(PROVEN_SECTION);
  if (start === -1) return [];
  const rest = markdown.slice(start + PROVEN_SECTION.length);
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(ASVS|-+)\s*\|/.test(line))
    .map((line) => {
      const requirement = line.split('|')[1]?.trim() ?? '';
      const proofs = [...line.matchAll(PROOF)].map(([, file = '', test = '']) => ({
        requirement,
        file,
        test: test.trim(),
      }));
      return { requirement, proofs };
    });
}

/** True when the source declares a test (or group) by exactly this name, in any quotes. */
export function declaresTest(source: string, name: string): boolean {
  return ["'", '"', '`'].some((quote) => source.includes(`${quote}${name}${quote}`));
}
