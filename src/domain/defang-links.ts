/**
 * Text a visitor typed, made unable to become a link: mail clients turn anything that looks
 * like a web or email address into one, so "pay now at evil.example/pay" in a name or an
 * access note would reach a stranger as a clickable link in the shop's own email.
 *
 * The usual security "defang" notation, the same in HTML and plain text: `https[:]//`,
 * `evil[.]example`, `pay[@]evil[.]example`. It stays readable (the text a customer wrote is
 * still there to read, and means the same to a person), but no auto-linker recognises it, and
 * copying it into a browser does not open anything. Invisible characters (zero-width joiners)
 * were the alternative: some clients strip or skip them before linking, and they would ride
 * along, unseen, in anything copied out of the email.
 */

/** Dots a browser or an address parser takes as one: full stop, ideographic and full-width. */
const DOT = '[.\u3002\uFF0E\uFF61]';
const LABEL = '[\\p{L}\\p{N}_](?:[\\p{L}\\p{N}_-]*[\\p{L}\\p{N}_])?';
/**
 * Two or more labels ending in one that starts with a letter (a top-level domain, punycode
 * included): "evil.example", "www.evil.co.uk". "e.g." and "3.5" stay as they are; "Mr.Smith"
 * reads as a domain, which costs a bracket in a name and nothing else.
 */
const HOST = `${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}[\\p{L}\\p{N}_-]+`;
/** A numeric address only when a port or a path shows it is meant as one. */
const IPV4 = `\\d{1,3}(?:${DOT}\\d{1,3}){3}(?=[:/\\\\])`;

const SCHEME = /([a-z][a-z0-9+.-]*):(?=[/\\]{2})/giu;
const HOST_LIKE = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${HOST}|${IPV4})(?![\\p{L}\\p{N}_-])`, 'gu');
const AT_BEFORE_HOST = new RegExp(`@(?=${LABEL}\\[\\.\\])`, 'gu');
/** What may not come just before or after a kept address for it to stand alone. */
const BEFORE_ADDRESS = `[\\p{L}\\p{N}._%+@-]`;
const AFTER_ADDRESS = `[\\p{L}\\p{N}_%+@/-]|${DOT}[\\p{L}\\p{N}]`;

const DOTS = new RegExp(DOT, 'gu');
const HAS_DOT = new RegExp(DOT, 'u');

/** Most texts hold no colon and no dot: the patterns are only run where they could match. */
function defangPart(text: string): string {
  const unschemed = text.includes(':') ? text.replace(SCHEME, '$1[:]') : text;
  if (!HAS_DOT.test(unschemed)) return unschemed;
  return unschemed
    .replace(HOST_LIKE, (host) => host.replace(DOTS, '[.]'))
    .replace(AT_BEFORE_HOST, '[@]');
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Defangs text: every web address, bare domain and email address in it, except the addresses
 * in `keep` (the shop's own, the message's own recipient), which stay exactly as written
 * wherever they stand alone. Applying it twice changes nothing more. Made once per email for
 * all of its texts: compiling the kept addresses' pattern for each text cost most of the
 * rendering.
 */
export function linkDefanger(keep: readonly string[] = []): (text: string) => string {
  const kept = keep.map((address) => address.trim()).filter((address) => address.length > 0);
  if (kept.length === 0) return defangPart;
  const alone = new RegExp(
    `(?<!${BEFORE_ADDRESS})(?:${kept.map(escapeRegExp).join('|')})(?!${AFTER_ADDRESS})`,
    'giu',
  );
  // Kept email addresses cannot stand in a text without an '@'.
  const mark = kept.every((address) => address.includes('@')) ? '@' : '';
  return (text) => {
    if (!text.includes(mark)) return defangPart(text);
    let result = '';
    let from = 0;
    for (const match of text.matchAll(alone)) {
      result += defangPart(text.slice(from, match.index)) + match[0];
      from = match.index + match[0].length;
    }
    return result + defangPart(text.slice(from));
  };
}
