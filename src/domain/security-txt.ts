/** RFC 9116 asks for an expiry at most a year ahead, so a stale file is not believed for ever. */
const EXPIRY_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's /.well-known/security.txt (RFC 9116): who to tell about a vulnerability. */
export function securityTxt(input: { contactEmail: string; canonicalUrl: string; now: Date }) {
  const expires = new Date(input.now.getTime() + EXPIRY_DAYS * DAY_MS);
  // Whole seconds: RFC 3339 as the RFC's examples write it.
  const expiresText = expires.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    `Contact: mailto:${input.contactEmail}`,
    `Expires: ${expiresText}`,
    'Preferred-Languages: en',
    `Canonical: ${input.canonicalUrl}`,
    '',
  ].join('\n');
}
