import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test-support/test-app';
import type { AppConfig } from '#server/app-config';

// Over real sockets from 127.0.0.1: the per-IP limit of check-email is 20 a minute.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface LogLine {
  msg?: string;
  req?: { remoteAddress?: string };
}

async function startShop(config: Partial<AppConfig>) {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  t = await createTestApp({ config, logger: { level: 'info', stream } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const checkEmail = (forwardedFor: string, n: number) =>
    fetch(`${address}/api/customers/check-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: `nobody${n}@example.com` }),
    }).then((response) => response.status);
  const loggedAddresses = () =>
    lines.filter((line) => line.msg === 'request completed').map((l) => l.req?.remoteAddress);
  return { checkEmail, loggedAddresses };
}

const forged = (i: number) => `203.0.113.${i + 1}`;

async function statuses(checkEmail: (xff: string, n: number) => Promise<number>, count: number) {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await checkEmail(forged(i), i));
  return answers;
}

describe('X-Forwarded-For', () => {
  it('is ignored without TRUST_PROXY, even in production: a new header each time is still limited', async () => {
    const { checkEmail, loggedAddresses } = await startShop({ production: true });
    const answers = await statuses(checkEmail, 25);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(answers.slice(20)).toEqual(Array(5).fill(429));
    expect(new Set(loggedAddresses())).toEqual(new Set(['127.0.0.1']));
  });

  it('is ignored when it comes from an address that is not the trusted proxy', async () => {
    const { checkEmail } = await startShop({ production: true, trustProxy: ['10.0.0.0/8'] });
    const answers = await statuses(checkEmail, 21);
    expect(answers.at(-1)).toBe(429);
  });

  it('is believed from the trusted proxy: each client is counted and logged by its own address', async () => {
    const { checkEmail, loggedAddresses } = await startShop({ trustProxy: ['127.0.0.1'] });
    expect(await statuses(checkEmail, 25)).toEqual(Array(25).fill(200));
    expect(loggedAddresses()).toEqual(Array.from({ length: 25 }, (_, i) => forged(i)));
    // One client behind the proxy is still limited.
    const same = await Promise.all(
      Array.from({ length: 21 }, (_, i) => checkEmail('198.51.100.7', i)),
    );
    expect(same.filter((status) => status === 429)).toHaveLength(1);
  });

  it('takes the address the proxy saw, not one the client wrote in front of it', async () => {
    const { checkEmail, loggedAddresses } = await startShop({ trustProxy: ['127.0.0.1', '::1'] });
    expect(await checkEmail('1.1.1.1, 198.51.100.9', 0)).toBe(200);
    expect(loggedAddresses()).toEqual(['198.51.100.9']);
  });
});
