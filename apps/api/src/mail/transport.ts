import nodemailer from 'nodemailer';

/** One message as the transport sends it: plain text always, HTML when the template has it. */
export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** Message-ID without angle brackets: the same on every attempt of one outbox row. */
  messageId: string;
}

/** Sends e-mail. One implementation (SMTP); the interface keeps the worker free of nodemailer. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Timeouts well below nodemailer's defaults (2 min to connect, 10 min idle): a send that hangs
 * holds a job; failing fast lets the queue retry it later.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** An SMTP mailer for `smtpUrl` (smtp:// or smtps://, credentials in the URL), with a small connection pool. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<${mail.messageId}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
