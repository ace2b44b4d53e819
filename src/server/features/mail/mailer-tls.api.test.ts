import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '#test-support/test-smtp-server';
import { createMailer, type Mailer } from './mailer.ts';

/** An address of this machine that is not loopback: the shop takes it for a remote server. */
const remoteAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

const FROM = 'Wood Pellets <orders@shop.test>';
const message = { to: 'ada@example.com', subject: 'Reset your password', text: 'A link' };

let smtp: TestSmtpServer | undefined;
let mailer: Mailer | undefined;
afterEach(async () => {
  mailer?.close();
  await smtp?.stop();
});

/** A server that offers no STARTTLS but would take a login: what the review found. */
async function plaintextOnlyServer(logins: string[]) {
  smtp = await startTestSmtpServer(
    {
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password ?? ''}`);
        callback(null, { user: auth.username });
      },
    },
    '0.0.0.0',
  );
  return smtp;
}

describe.skipIf(!remoteAddress)('SMTP to a server that is not on this machine', () => {
  it('refuses a plaintext-only server: no login, no message sent in clear', async () => {
    const logins: string[] = [];
    const server = await plaintextOnlyServer(logins);
    mailer = createMailer({
      smtpUrl: `smtp://shop:secret-password@${remoteAddress}:${server.port}`,
      outboxDir: '/nonexistent',
      from: FROM,
    });
    await expect(mailer.send(message)).rejects.toThrow(/TLS/i);
    expect(logins).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('sends in plaintext to a trusted relay only when SMTP_ALLOW_PLAINTEXT says so', async () => {
    const server = await plaintextOnlyServer([]);
    mailer = createMailer({
      smtpUrl: `smtp://${remoteAddress}:${server.port}`,
      outboxDir: '/nonexistent',
      from: FROM,
      allowPlaintext: true,
    });
    await mailer.send(message);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.secure).toBe(false);
  });
});

describe('SMTP on this machine', () => {
  it('still sends to a plaintext relay on the loopback address, as smtp://127.0.0.1 promises', async () => {
    smtp = await startTestSmtpServer();
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    await mailer.send(message);
    expect(smtp.received).toHaveLength(1);
  });
});
