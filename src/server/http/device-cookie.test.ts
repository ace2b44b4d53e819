import { describe, expect, it } from 'vitest';
import {
  DEVICE_FAILURE_WINDOW_MS,
  DEVICE_MAX_FAILURES,
  createDeviceTrust,
  issueDeviceToken,
  verifyDeviceToken,
} from './device-cookie.ts';
import { createCounterFactory } from './counters.ts';

const SECRET = 'a session secret of at least thirty-two characters';

describe('device tokens', () => {
  it('verifies a token it issued and answers its subject and nonce', () => {
    const token = verifyDeviceToken(SECRET, issueDeviceToken(SECRET, 'jane@example.com'));
    expect(token?.subject).toBe('jane@example.com');
    expect(token?.nonce).toMatch(/^[\w-]{22}$/);
  });

  it('gives every sign-in a new nonce', () => {
    const first = verifyDeviceToken(SECRET, issueDeviceToken(SECRET, 'admin'));
    const second = verifyDeviceToken(SECRET, issueDeviceToken(SECRET, 'admin'));
    expect(first?.nonce).not.toBe(second?.nonce);
  });

  it('refuses a token issued under another password fingerprint', () => {
    const token = issueDeviceToken(SECRET, 'admin', 'fingerprint of the old password');
    expect(verifyDeviceToken(SECRET, token, 'fingerprint of the old password')).not.toBeNull();
    expect(verifyDeviceToken(SECRET, token, 'fingerprint of the new password')).toBeNull();
    expect(verifyDeviceToken(SECRET, token)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const foreign = issueDeviceToken('another secret of at least thirty-two chars', 'admin');
    expect(verifyDeviceToken(SECRET, foreign)).toBeNull();
  });

  it('refuses a token whose subject or nonce was changed', () => {
    const [, nonce, signature] = issueDeviceToken(SECRET, 'jane@example.com').split('.');
    const otherSubject = Buffer.from('admin').toString('base64url');
    expect(verifyDeviceToken(SECRET, `${otherSubject}.${nonce}.${signature}`)).toBeNull();
    const [subject] = issueDeviceToken(SECRET, 'jane@example.com').split('.');
    expect(verifyDeviceToken(SECRET, `${subject}.AAAA${nonce}.${signature}`)).toBeNull();
  });

  it.each([undefined, '', 'junk', 'a.b', 'a.b.c.d', '..', 'YWRtaW4..x'])(
    'refuses the malformed value %j',
    (value) => {
      expect(verifyDeviceToken(SECRET, value)).toBeNull();
    },
  );
});

describe('device trust', () => {
  function trust() {
    let clock = 1_200_000;
    const devices = createDeviceTrust(() => new Date(clock), createCounterFactory(null));
    return { devices, advance: (ms: number) => void (clock += ms) };
  }
  const device = { subject: 'admin', nonce: 'n1' };

  it('trusts a device cookie only for the account it names', async () => {
    const { devices } = trust();
    expect(await devices.admit(device, 'admin')).toBe('n1');
    expect(await devices.admit(device, 'jane@example.com')).toBeNull();
    expect(await devices.admit(null, 'admin')).toBeNull();
  });

  it(`stops trusting a device after ${DEVICE_MAX_FAILURES} attempts until the window passes`, async () => {
    const { devices, advance } = trust();
    for (let i = 0; i < DEVICE_MAX_FAILURES; i += 1) {
      expect(await devices.admit(device, 'admin')).toBe('n1');
    }
    expect(await devices.admit(device, 'admin')).toBeNull();
    expect(await devices.admit({ subject: 'admin', nonce: 'n2' }, 'admin')).toBe('n2');
    advance(DEVICE_FAILURE_WINDOW_MS);
    expect(await devices.admit(device, 'admin')).toBe('n1');
  });

  it('forgets a device’s failures once it signs in', async () => {
    const { devices } = trust();
    for (let i = 0; i < DEVICE_MAX_FAILURES; i += 1) await devices.admit(device, 'admin');
    await devices.succeeded('n1');
    expect(await devices.admit(device, 'admin')).toBe('n1');
  });
});
