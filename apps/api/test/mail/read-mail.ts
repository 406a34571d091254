import { parseMail, type ReceivedMail } from '../leads/helpers';

export interface ReadMail {
  to: string[];
  subject: string;
  replyTo: string | undefined;
  text: string;
  html: string;
}

/** A message nodemailer sent with text and HTML (multipart/alternative), decoded. */
export function readMail(received: ReceivedMail): ReadMail {
  const top = parseMail(received.raw);
  const contentType = top.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  let text = top.text;
  let html = '';
  if (boundary) {
    const parts = received.raw.split(`--${boundary}`).slice(1, -1).map((part) => parseMail(part.replace(/^\r\n/, '')));
    text = parts.find((part) => (part.headers.get('content-type') ?? '').startsWith('text/plain'))?.text ?? '';
    html = parts.find((part) => (part.headers.get('content-type') ?? '').startsWith('text/html'))?.text ?? '';
  }
  return { to: received.rcptTo, subject: top.subject, replyTo: top.headers.get('reply-to'), text, html };
}
