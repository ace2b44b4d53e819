import { describe, expect, it } from 'vitest';
import { PASSWORD_REFUSALS, judgePassword } from './password-policy.ts';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com' };

describe('the password policy', () => {
  it.each(['password1', 'qwertyuiop', '12345678', 'iloveyou', 'letmein123', 'Passw0rd!'])(
    'refuses the common password %j and says why',
    (password) => {
      expect(judgePassword(password).refusal).toBe(PASSWORD_REFUSALS.common);
    },
  );

  it.each(['lovelace2024', 'ada.lovelace', 'AdaLovelace1', 'lovelace-ada'])(
    'refuses %j, built from the person’s own name or email',
    (password) => {
      expect(judgePassword(password, ada).refusal).toBe(PASSWORD_REFUSALS.personal);
    },
  );

  it('refuses a short, guessable word with a hint', () => {
    const verdict = judgePassword('Grace1985');
    expect(verdict.refusal).not.toBeNull();
    expect(verdict.score).toBeLessThan(3);
  });

  it.each([
    'correct horse battery staple',
    'wonderful pellets in winter',
    'the kettle is on by the back door',
    'x7#Qm!2vLp9@Zr',
    // Pasted from a password manager.
    'uG4r-9tqX-vv2P-0kLm-Hs8z',
  ])('accepts %j, with no composition rules', (password) => {
    expect(judgePassword(password, ada)).toMatchObject({ refusal: null });
  });

  it('accepts a long passphrase even when it contains the name among other words', () => {
    expect(judgePassword('ada keeps four goats near whitby', ada).refusal).toBeNull();
  });
});
