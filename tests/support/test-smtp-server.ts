// Test support only (imported by *.test.ts): a real SMTP server on a random local port that
// keeps what it receives, plus just enough MIME parsing to read those messages back.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  secure: boolean;
  header(name: string): string | undefined;
  text: string | null;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Answer RCPT TO with this SMTP error while set (e.g. 451 to refuse for now). */
  refuseRecipients: { code: number; message: string } | null;
  /** Stops accepting connections altogether; start() again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * Plaintext only (no STARTTLS, no AUTH) unless `options` says otherwise. `listenOn` '0.0.0.0'
 * makes it reachable at this machine's other addresses too, so the shop sees a remote server.
 */
export async function startTestSmtpServer(
  options: Partial<SMTPServerOptions> = {},
  listenOn = '127.0.0.1',
): Promise<TestSmtpServer> {
  let server: SMTPServer | null = null;
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received: [],
    refuseRecipients: null,
    async start() {
      const next = new SMTPServer({
        disabledCommands: ['AUTH', 'STARTTLS'],
        authOptional: true,
        logger: false,
        ...options,
        onRcptTo(_address, _session, callback) {
          const refusal = state.refuseRecipients;
          if (!refusal) return callback();
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const to = session.envelope.rcptTo.map((r) => r.address);
            state.received.push({ ...parseMail(raw), envelopeTo: to, secure: session.secure });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject);
        next.listen(state.port, listenOn, () => resolve());
      });
      server = next;
      state.port = (next.server.address() as AddressInfo).port;
      state.url = `smtp://127.0.0.1:${state.port}`;
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await state.start();
  return state;
}

/** Headers (unfolded, encoded words decoded) and the text/plain body of a raw message. */
export function parseMail(raw: string): Pick<ReceivedMail, 'raw' | 'header' | 'text'> {
  const { headers, body } = splitHeaders(raw);
  return { raw, header: (name) => headers.get(name.toLowerCase()), text: plainText(headers, body) };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, body: end === -1 ? '' : normalised.slice(end + 2) };
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function plainText(headers: Map<string, string>, body: string): string | null {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = splitHeaders(part.replace(/^\n/, ''));
      const text = plainText(inner.headers, inner.body);
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}
