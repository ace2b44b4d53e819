import { randomBytes } from 'node:crypto';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { ensurePrivateDir, writePrivateFile } from '#server/lib/private-files';
import type { MailAttachment } from '#server/db/email-document';

export interface MailerMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[] | null;
  /** Extra headers; only marketing emails have any (List-Unsubscribe). */
  headers?: Record<string, string> | null;
  /**
   * The same for every attempt to send one message, so that a copy sent again (after a crash
   * between the server's acceptance and our record of it) is seen as the same message.
   */
  messageKey?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the .eml file is written). */
  send(message: MailerMessage): Promise<void>;
  close(): void;
  /** Where mail goes, for the start-up log; never includes credentials. */
  describe: string;
}

export interface MailerOptions {
  /** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start); unset writes .eml files. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** e.g. `Wood Pellets <orders@localhost>` */
  from: string;
  /** Upper bound on one whole send, so a stalled server cannot hold a worker's lease. */
  sendTimeoutMs?: number;
  /**
   * SMTP_ALLOW_PLAINTEXT: a trusted relay off this machine may be spoken to without TLS. By
   * default smtp:// to any server but loopback must upgrade with STARTTLS or nothing is sent.
   */
  allowPlaintext?: boolean;
}

const TIMEOUT_MS = 10_000;

/**
 * nodemailer is loaded with the first message, not at start: most starts send nothing for a
 * while, and loading it is a noticeable part of the start-up time.
 */
function lazyTransport(options: SMTPPool.Options | StreamTransport.Options): {
  get: () => Promise<Transporter>;
  close: () => void;
} {
  let transport: Promise<Transporter> | null = null;
  return {
    get: () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(options),
      )),
    close: () => void transport?.then((t) => t.close()),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options) : createFileMailer(options);
}

function createSmtpMailer(smtpUrl: string, options: MailerOptions): Mailer {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  const transport = lazyTransport({
    // nodemailer reads host, port, credentials and secure (smtps) from the URL, and any
    // ?option=value in it wins over the defaults below, e.g. ?tls.rejectUnauthorized=false.
    url: smtpUrl,
    ...startTlsPolicy(url, options.allowPlaintext ?? false),
    // Connections are kept and reused: a new SMTP session per message costs ~100 ms.
    pool: true,
    maxConnections: 3,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    dnsTimeout: TIMEOUT_MS,
  });
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  return {
    async send(message) {
      await (
        await transport.get()
      ).sendMail({
        ...toNodemailer(message, options.from),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
    },
    close: () => transport.close(),
    describe: `SMTP ${url.protocol}//${url.host}${url.username ? ' (with login)' : ''}${tlsNote(url, options)}`,
  };
}

/** 127.0.0.0/8, ::1 and localhost: a relay on this machine, where nothing crosses a network. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    /^::ffff:127\./.test(host)
  );
}

/**
 * smtp:// to another machine must switch to TLS (STARTTLS) before logging in or sending, so
 * neither the SMTP password nor the emails' links ever cross a network in clear. A relay on
 * loopback (`smtp://127.0.0.1:2525`, no TLS) still works, and gets STARTTLS when it offers it;
 * SMTP_ALLOW_PLAINTEXT extends that to a trusted relay elsewhere. smtps:// is TLS throughout.
 */
export function startTlsPolicy(
  url: URL,
  allowPlaintext: boolean,
): { secure?: false; requireTLS?: true; opportunisticTLS?: true } {
  if (url.protocol !== 'smtp:') return {};
  if (allowPlaintext || isLoopbackHost(url.hostname)) {
    return { secure: false, opportunisticTLS: true };
  }
  return { secure: false, requireTLS: true };
}

/** Without SMTP each message becomes a file someone can open in a mail client. */
function createFileMailer(options: MailerOptions): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(toNodemailer(message, options.from));
      if (!Buffer.isBuffer(info.message)) throw new Error('Stream transport gave no buffer');
      // Owner-only: messages carry password reset links.
      await ensurePrivateDir(options.outboxDir);
      const file = join(options.outboxDir, emlFileName(new Date()));
      // Written under another name first, so a reader never sees half a message.
      await writePrivateFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
    describe: `.eml files in ${options.outboxDir}`,
  };
}

/** For the start-up log: how the connection is protected. */
function tlsNote(url: URL, options: MailerOptions): string {
  if (url.protocol === 'smtps:') return ', TLS';
  const policy = startTlsPolicy(url, options.allowPlaintext ?? false);
  return policy.requireTLS ? ', STARTTLS required' : ', STARTTLS when offered';
}

/** `2025-01-31T09-05-00-123Z-1a2b3c4d.eml`: sorts by time, and has no ':' for other systems. */
export function emlFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/** The domain part of a sender such as `Wood Pellets <orders@example.co.uk>`. */
export function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

function toNodemailer(message: MailerMessage, from: string) {
  return {
    from,
    ...(message.messageKey ? { messageId: `<${message.messageKey}@${senderDomain(from)}>` } : {}),
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        }
      : {}),
  };
}
