import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as an accessible HTML alternative (server/mail/html.ts); plain text only when absent. */
  html?: string;
  /** The link the message is about; logged when mail goes to the outbox so it works on a laptop. */
  link?: string;
  replyTo?: string;
  /** Headers beyond the usual ones (List-Unsubscribe and List-Unsubscribe-Post of the digests, RFC 8058). */
  headers?: Record<string, string>;
}

/** A message of the outbox on its way out: it keeps its identity on every delivery attempt. */
export interface OutgoingMail extends MailMessage {
  /** The outbox row's id: the Message-ID and the .eml file's name are made from it. */
  id: string;
  /** When the message was queued: the .eml files sort in this order. */
  createdAt: Date;
}

/** The transport the outbox's delivery job hands each message to (server/mail/outbox.ts); routes never call it. */
export interface Mailer {
  send: (message: OutgoingMail) => Promise<void>;
}

/** The domain of MAIL_FROM's address (the Message-ID's right-hand side), or the host of the portal's address. */
function messageIdDomain(config: AppConfig): string {
  const address = config.mailFrom.match(/@([^>\s]+)>?\s*$/)?.[1];
  return address ?? new URL(config.publicUrl).hostname;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes one .eml file in DATA_DIR/outbox/. */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  const domain = messageIdDomain(config);
  const mailOptions = (message: OutgoingMail): SendMailOptions => ({
    from: config.mailFrom,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    date: message.createdAt,
    headers: message.headers,
    // The same on every attempt, so a message sent again after a crash is recognised as the same one.
    messageId: `<${message.id}@${domain}>`,
  });
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(mailOptions(message));
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(message));
      await mkdir(outbox, { recursive: true });
      // Named by the message, written whole under a temporary name first: a second attempt replaces the same file.
      const file = path.join(outbox, `${message.createdAt.toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      log.info({ to: message.to, subject: message.subject, link: message.link, file }, 'e-mail zapisany w outbox');
    },
  };
}
