/**
 * The arithmetic check of the contact and register forms (spec section 5): the sum of two numbers from 1 to 10,
 * or their difference with the larger first, so the answer is never negative.
 */
export const CHALLENGE_MIN = 1;
export const CHALLENGE_MAX = 10;

export interface Challenge {
  left: number;
  right: number;
  operator: '+' | '-';
  answer: number;
  question: string;
}

/** A function returning a number in [0, 1), like Math.random; injectable for tests. */
export type RandomSource = () => number;

function pick(random: RandomSource): number {
  return CHALLENGE_MIN + Math.floor(random() * (CHALLENGE_MAX - CHALLENGE_MIN + 1));
}

export function createChallenge(random: RandomSource = Math.random): Challenge {
  const a = pick(random);
  const b = pick(random);
  const operator = random() < 0.5 ? '+' : '-';
  const [left, right] = operator === '-' && b > a ? [b, a] : [a, b];
  const answer = operator === '+' ? left + right : left - right;
  return { left, right, operator, answer, question: `What is ${left} ${operator} ${right}?` };
}

/** A challenge with a different question from `previous`, so a reset is visible. */
export function nextChallenge(previous: Challenge, random: RandomSource = Math.random): Challenge {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const challenge = createChallenge(random);
    if (challenge.question !== previous.question) return challenge;
  }
  return createChallenge(random);
}

/** Whole numbers only, surrounding spaces allowed: " 10 " is right for 7 + 3, "10.0" is not. */
export function isCorrectAnswer(challenge: Challenge, input: string): boolean {
  const trimmed = input.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) === challenge.answer;
}
