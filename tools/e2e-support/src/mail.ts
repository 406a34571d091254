import { assertPortFree, startNode, waitFor, type Child } from './processes';

/**
 * The local mail catcher (maildev, the one `npm start` runs) for suites that follow an e-mail:
 * the API sends to its SMTP port (`SMTP_URL`), tests read the mails over its REST API. The
 * owner-portal suite started it in its own global setup first; this is that approach, shared.
 */

export interface MailCatcher {
  child: Child;
  /** What the API's SMTP_URL should be. */
  smtpUrl: string;
  /** maildev's web and REST API (`GET /email`). */
  webUrl: string;
}

/** Starts maildev on the suite's two ports (both must be free) and waits until it answers. */
export async function startMailCatcher(ports: { smtp: number; web: number }, logDir: string): Promise<MailCatcher> {
  for (const port of [ports.smtp, ports.web]) await assertPortFree(port);
  const child = startNode(
    'maildev',
    ['node_modules/maildev/bin/maildev', '--smtp', String(ports.smtp), '--ip', '127.0.0.1', '--web', String(ports.web), '--web-ip', '127.0.0.1'],
    {},
    logDir,
  );
  const webUrl = `http://127.0.0.1:${ports.web}`;
  await waitFor(`${webUrl}/email`, 60_000, child);
  return { child, smtpUrl: `smtp://127.0.0.1:${ports.smtp}`, webUrl };
}

/** An e-mail as maildev's REST API (`GET /email`) lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  date: string;
}

/** Every e-mail the catcher at `webUrl` holds for `address`, oldest first. */
export async function mailsTo(webUrl: string, address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${webUrl}/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * Waits (polling every second, at most `timeoutMs`) for an e-mail to `address` whose subject
 * matches, and returns the newest such e-mail — or, with `nth`, waits for at least `nth` of them
 * and returns the nth oldest (a second confirmation e-mail, say).
 */
export async function waitForMail(
  webUrl: string,
  address: string,
  subject: string | RegExp,
  { timeoutMs = 45_000, nth }: { timeoutMs?: number; nth?: number } = {},
): Promise<CaughtMail> {
  const matches = (mail: CaughtMail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(webUrl, address)).filter(matches);
    if (nth === undefined ? found.length > 0 : found.length >= nth) return nth === undefined ? found[found.length - 1] : found[nth - 1];
    if (Date.now() > deadline) throw new Error(`no e-mail '${String(subject)}' (${nth ?? 1}) to ${address} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The first link in the plain text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}\\S+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no link starting ${prefix} in '${mail.subject}':\n${mail.text}`);
  return link;
}
