import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

// The password policy (ASVS 6.2), one definition for the server, which decides, and the
// strength meter, which loads this module only once a password field is used. No composition
// rules: length and unpredictability are what count, and long passphrases score well.

/**
 * zxcvbn's 0-4 scale; 3 means about 10^8 guesses or more. Anything on the common-password list
 * (about 49,000 entries, `passwords-common`) or built from the person's own name or email
 * scores lower.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn's l33t matcher grows with each substitutable character: at its default cap a 64-char
 * password took over a second (a cheap way to tie up the server). With these caps the worst
 * input measured takes about 0.1 s (scripts/bench/password-policy.ts); what lies beyond 64
 * characters is not judged, and a password that long is strong unless its start is weak.
 */
const JUDGED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 4;

// Ranking the word lists takes a noticeable moment: done at the first judgement, not on import.
let zxcvbn: ZxcvbnFactory | null = null;
const judge = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
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
  guessable: 'This password is too easy to guess. A few unrelated words make a strong one.',
} as const;

function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email?.toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const fullName = `${owner.firstName ?? ''}${owner.lastName ?? ''}`;
  return (
    [
      owner.firstName,
      owner.lastName,
      fullName,
      owner.companyName,
      email,
      local,
      domain.split('.')[0],
    ]
      .filter((word): word is string => typeof word === 'string')
      .map((word) => word.trim().toLowerCase())
      // 'Northfield Wood Pellets' is typed as one word too, and its parts alone.
      .flatMap((word) => [word, word.replace(/\s+/g, ''), ...word.split(/\s+/)])
      .filter((word) => word.length >= 2)
  );
}

/** Judges a password being chosen by (or for) `owner`. */
export function judgePassword(password: string, owner: PasswordOwner = {}): PasswordVerdict {
  const result = judge().check(password, ownerWords(owner));
  const score = result.score;
  const suggestion = result.feedback.suggestions[0] ?? null;
  if (score >= MIN_PASSWORD_SCORE) return { score, refusal: null, suggestion: null };
  const from = (name: string) =>
    result.sequence.some(
      (match) => match.pattern === 'dictionary' && match.dictionaryName === name,
    );
  const refusal = from('userInputs')
    ? PASSWORD_REFUSALS.personal
    : from('passwords-common')
      ? PASSWORD_REFUSALS.common
      : PASSWORD_REFUSALS.guessable;
  return { score, refusal, suggestion };
}
