import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The decoded header and text body. */
  subject: string;
  text: string;
  /** The message as it arrived. */
  raw: string;
}

/** The header value and the decoded text of a single-part quoted-printable UTF-8 message. */
function parse(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const decodeQ = (word: string) =>
    decodeURIComponent(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1'));
  const subject = (/^Subject: (.*)$/im.exec(head)?.[1] ?? '')
    .replace(/=\?utf-8\?Q\?(.*?)\?=\s*/gi, (_m, word: string) => decodeQ(word))
    .trim();
  const body = raw
    .slice(split)
    .trim()
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/g, '%$1');
  return { subject, text: decodeURIComponent(body).replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server in this process on a free port of 127.0.0.1, so tests' letters go through
 * nodemailer as in production (`createTestApp({ env: { SMTP_URL: smtp.url }, realMailer: true })`).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parse(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
