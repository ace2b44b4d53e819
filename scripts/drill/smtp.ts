// The mail server the app processes deliver to during the drill: a real SMTP server in this
// process (smtp-server) that can refuse all mail for a while, and keeps what it accepts.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '#test-support/test-smtp-server';

export interface AcceptedMail {
  /** ms since the drill began */
  at: number;
  to: string[];
  subject: string;
  messageId: string;
}

export interface DrillSmtp {
  url: string;
  accepted: AcceptedMail[];
  /** Recipients refused while set, with 451 (try again later), as a mail server under strain. */
  refusing: boolean;
  refused: number;
  stop: () => Promise<void>;
}

export async function startDrillSmtp(port: number, clock: () => number): Promise<DrillSmtp> {
  const state: DrillSmtp = {
    url: '',
    accepted: [],
    refusing: false,
    refused: 0,
    stop: async () => {},
  };
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    // A reverse DNS lookup per connection would wait on a resolver this machine may not have.
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused += 1;
      const error = Object.assign(new Error('4.3.2 Mail system busy, try again later'), {
        responseCode: 451,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        state.accepted.push({
          at: clock(),
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.header('subject') ?? '',
          messageId: mail.header('message-id') ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  state.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
