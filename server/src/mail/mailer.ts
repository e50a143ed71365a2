import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailLogger {
  info(obj: object, msg: string): void;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /**
   * smtp://… or smtps://…: only the recipient and message id are logged. Unset (development):
   * messages are written to `outbox` as .eml files and logged whole (subject, recipient, text).
   */
  smtpUrl?: string | undefined;
  outbox: string;
  from: string;
  logger: MailLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  const { logger, from } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({
          from,
          textEncoding: 'quoted-printable',
          ...message,
        });
        logger.info({ to: message.to, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, textEncoding: 'quoted-printable', ...message });
      await mkdir(options.outbox, { recursive: true });
      const file = path.join(
        options.outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Development mode: the letter (restore links included) is read from the log too.
      logger.info(
        { to: message.to, subject: message.subject, text: message.text, file },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
    close: () => transport.close(),
  };
}
