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

  const wilhelmina = {
    firstName: 'Wilhelmina',
    lastName: 'Fairweather',
    email: 'w.fairweather84@example.com',
  };

  it.each([
    ['northfieldpellets1', {}, PASSWORD_REFUSALS.shop],
    ['Woodpellets!2026', {}, PASSWORD_REFUSALS.shop],
    ['Scunthorpe2026!', {}, PASSWORD_REFUSALS.shop],
    ['enplusbiomass99', {}, PASSWORD_REFUSALS.shop],
    ['Lincolnshire#2025', {}, PASSWORD_REFUSALS.shop],
    ['Password1234567890!', {}, PASSWORD_REFUSALS.common],
    ['wilhelmina.fairweather', wilhelmina, PASSWORD_REFUSALS.personal],
    ['wilhelminafairweather', wilhelmina, PASSWORD_REFUSALS.personal],
    ['fairweather_wilhelmina', wilhelmina, PASSWORD_REFUSALS.personal],
    ['Wilhelmina-Fairweather84', wilhelmina, PASSWORD_REFUSALS.personal],
  ])('refuses %j, a word attackers try first dressed up, and says why', (password, owner, why) => {
    const verdict = judgePassword(password, owner);
    expect(verdict.refusal).toBe(why);
    // The meter shows the same verdict the server gives.
    expect(verdict.score).toBeLessThan(3);
  });

  it.each([
    'Password83749201847362910384!',
    'wilhelmina keeps bees under the old pear tree',
    'northfield xylophone marmalade',
  ])('still accepts %j, where the known word is not most of it', (password) => {
    expect(judgePassword(password, wilhelmina).refusal).toBeNull();
  });

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
