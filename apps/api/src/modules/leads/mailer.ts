import nodemailer from 'nodemailer';

/** One plain-text e-mail: leads need no HTML, and plain text reads the same in every mail client. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends e-mail. One implementation (SMTP); the interface keeps the routes free of nodemailer. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Timeouts well below nodemailer's defaults (2 min to connect, 10 min idle): the visitor's form
 * waits for the send, and a failed send is not lost anyway (it goes to mail_outbox).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** An SMTP mailer for `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}
