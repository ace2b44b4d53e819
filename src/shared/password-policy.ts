import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { site } from './site.ts';

// The password policy (ASVS 6.2), one definition for the server, which decides, and the
// strength meter, which loads this module only once a password field is used. No composition
// rules: length and unpredictability are what count, and long passphrases score well.
// A change that judges some password differently raises PASSWORD_POLICY_VERSION
// (password-policy-version.ts), so a remembered verdict on the admin password is not kept.

/**
 * zxcvbn's 0-4 scale; 3 means about 10^8 guesses or more. Anything on the common-password list
 * (about 49,000 entries, `passwords-common`), built from the person's own name or email, or
 * from the shop's own words scores lower.
 */
export const MIN_PASSWORD_SCORE = 3;
/** Where zxcvbn's score 3 starts (its `scoring[2]`). */
const MIN_GUESSES = 1e8;

/**
 * zxcvbn's l33t matcher grows with each substitutable character: at its default cap a 64-char
 * password took over a second (a cheap way to tie up the server). With these caps the worst
 * input measured takes about 0.1 s (scripts/bench/password-policy.ts); what lies beyond 64
 * characters is not judged, and a password that long is strong unless its start is weak.
 */
const JUDGED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 4;

/** Splits a name as people type it: 'Northfield Wood Pellets' also as 'northfieldwoodpellets'. */
const nameForms = (name: string): string[] => {
  const word = name.trim().toLowerCase();
  return [word, word.replace(/\s+/g, ''), ...word.split(/\s+/)];
};

/**
 * The first words anyone guessing a password for this shop would try, and ones the general lists
 * rank too rare to count: its names, what it sells and where it is (site.ts). Most likely first,
 * as zxcvbn ranks a word by its place in the list.
 */
const SHOP_WORDS = [
  ...[site.tradingName, site.companyName.replace(/\s+ltd$/i, ''), site.productName].flatMap(
    nameForms,
  ),
  ...[site.email, site.ordersEmail].map((email) => email.split('@')[1]?.split('.')[0] ?? ''),
  'northfieldpellets',
  'woodpellets',
  'woodpellet',
  'pellet',
  'enplus',
  'enplusa1',
  'biomass',
  'tonne',
  'tonnes',
  'boiler',
  'bulk',
  'bulkbag',
  'delivery',
  'heating',
  'woodfuel',
  ...nameForms(site.dispatchCentre.town),
  'lincolnshire',
  'northlincolnshire',
  'humberside',
  'foxhills',
  ...nameForms(site.headOffice.area),
  'loughborough',
  'leicestershire',
].filter((word, index, words) => word.length >= 2 && words.indexOf(word) === index);

/**
 * Words an attacker tries first, whatever their rank in zxcvbn's lists: common passwords, the
 * person's own words and the shop's.
 */
const FIRST_GUESSES = new Set(['passwords-common', 'userInputs', 'shop']);

// Ranking the word lists takes a noticeable moment: done at the first judgement, not on import.
let zxcvbn: ZxcvbnFactory | null = null;
const judge = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, shop: SHOP_WORDS },
    graphs: adjacencyGraphs,
    translations,
    maxLength: JUDGED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  }));

/** What the person has told us about themselves; a password built from it is refused. */
export interface PasswordOwner {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  companyName?: string | null | undefined;
}

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordVerdict {
  score: PasswordScore;
  /** Why it is refused, in a sentence to show under the field; null when accepted. */
  refusal: string | null;
  /** zxcvbn's hint towards a stronger one, if any. */
  suggestion: string | null;
}

export const PASSWORD_REFUSALS = {
  common: 'This password is one of the most commonly used passwords. Please choose another.',
  personal: 'This password is too close to your name or email address. Please choose another.',
  shop: "This password is built from our shop's name, products or places. Please choose another.",
  guessable: 'This password is too easy to guess. A few unrelated words make a strong one.',
} as const;

function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email?.toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const first = owner.firstName?.trim() ?? '';
  const last = owner.lastName?.trim() ?? '';
  // Names are typed joined as in email addresses: 'ada.lovelace', 'lovelace_ada', 'ada-lovelace'.
  const joined =
    first && last
      ? ['', '.', '_', '-'].flatMap((separator) => [
          `${first}${separator}${last}`,
          `${last}${separator}${first}`,
        ])
      : [];
  return (
    [
      first,
      last,
      ...joined,
      owner.companyName,
      email,
      local,
      local.replace(/\d+$/, ''),
      ...local.split(/[._+-]+/),
      domain.split('.')[0],
    ]
      .filter((word): word is string => typeof word === 'string')
      // 'Northfield Wood Pellets' is typed as one word too, and its parts alone.
      .flatMap(nameForms)
      .filter((word) => word.length >= 2)
  );
}

type Judgement = ReturnType<ZxcvbnFactory['check']>;
type Piece = Judgement['sequence'][number];

/** The word list a piece of the password was found in, if any. */
const listOf = (match: Piece): string | null =>
  match.pattern === 'dictionary' ? String(match.dictionaryName) : null;

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/**
 * zxcvbn adds 10^4 guesses for each piece of a password after the first, for not knowing how
 * many pieces there are, so any three reach score 3: 'Scunthorpe' + '2026' + '!', or
 * 'wilhelmina' + '.' + 'fairweather'. A word attackers try first with digits, symbols or
 * another such word around it is the first shape cracking tools try, so once a password holds
 * one, only the pieces' own guesses count: zxcvbn's estimate without that allowance.
 */
function guessesOfKnownShape(result: Judgement): number {
  const pieces = result.sequence;
  if (!pieces.some((match) => FIRST_GUESSES.has(listOf(match) ?? ''))) return result.guesses;
  return pieces.reduce(
    (guesses, match) => guesses * Number(match.guesses),
    factorial(pieces.length),
  );
}

/** Judges a password being chosen by (or for) `owner`. */
export function judgePassword(password: string, owner: PasswordOwner = {}): PasswordVerdict {
  const result = judge().check(password, ownerWords(owner));
  const suggestion = result.feedback.suggestions[0] ?? null;
  const padded = result.score >= MIN_PASSWORD_SCORE && guessesOfKnownShape(result) < MIN_GUESSES;
  if (result.score >= MIN_PASSWORD_SCORE && !padded) {
    return { score: result.score, refusal: null, suggestion: null };
  }
  const score = padded ? ((MIN_PASSWORD_SCORE - 1) as PasswordScore) : result.score;
  const from = (name: string) => result.sequence.some((match) => listOf(match) === name);
  const refusal = from('userInputs')
    ? PASSWORD_REFUSALS.personal
    : from('passwords-common')
      ? PASSWORD_REFUSALS.common
      : from('shop')
        ? PASSWORD_REFUSALS.shop
        : PASSWORD_REFUSALS.guessable;
  return { score, refusal, suggestion };
}
