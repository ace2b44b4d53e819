import { describe, expect, it } from 'vitest';

import { createChallenge, isCorrectAnswer, nextChallenge } from './security-check.ts';

/** A random source that returns the given values in turn. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('createChallenge', () => {
  it('adds two numbers', () => {
    // 0.6 -> 7, 0.2 -> 3, 0.1 -> '+'
    expect(createChallenge(sequence(0.6, 0.2, 0.1))).toMatchObject({
      question: 'What is 7 + 3?',
      answer: 10,
    });
  });

  it('subtracts with the larger number first', () => {
    // 0.2 -> 3, 0.6 -> 7, 0.9 -> '-': asked as 7 - 3, never 3 - 7
    expect(createChallenge(sequence(0.2, 0.6, 0.9))).toMatchObject({
      question: 'What is 7 - 3?',
      answer: 4,
    });
  });

  it('only uses numbers from 1 to 10 and never has a negative answer', () => {
    for (let i = 0; i < 500; i += 1) {
      const { left, right, answer } = createChallenge();
      for (const n of [left, right]) {
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
      }
      expect(answer).toBeGreaterThanOrEqual(0);
    }
    // The extremes of the random source map to 1 and 10.
    expect(createChallenge(sequence(0, 0.999, 0))).toMatchObject({ left: 1, right: 10 });
  });
});

describe('nextChallenge', () => {
  it('asks a different question from the previous one', () => {
    const previous = createChallenge(sequence(0.6, 0.2, 0.1));
    // The first draw repeats 7 + 3; the second is new.
    const next = nextChallenge(previous, sequence(0.6, 0.2, 0.1, 0.0, 0.0, 0.1));
    expect(next.question).toBe('What is 1 + 1?');
  });
});

describe('isCorrectAnswer', () => {
  const challenge = createChallenge(sequence(0.6, 0.2, 0.1)); // 7 + 3

  it.each([
    ['10', true],
    [' 10 ', true],
    ['9', false],
    ['', false],
    ['10.0', false],
    ['1e1', false],
    ['ten', false],
  ])('%j is %s', (input, expected) => {
    expect(isCorrectAnswer(challenge, input)).toBe(expected);
  });
});
