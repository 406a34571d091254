import { expect } from '@playwright/test';
import { MAIL_WEB_URL } from './ports';

/** An e-mail as maildev's REST API (`GET /email`) lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  date: string;
}

/** Every e-mail the catcher holds for `address`, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_WEB_URL}/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * Waits for the `count`-th e-mail with `subject` to `address` (the job worker sends within seconds)
 * and returns it.
 */
export async function waitForMail(address: string, subject: string, count = 1): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => mail.subject === subject);
        return found.length;
      },
      { message: `e-mail '${subject}' to ${address}`, timeout: 45_000, intervals: [500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1];
}

/** The first link in the plain text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}\\S+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no link starting ${prefix} in '${mail.subject}':\n${mail.text}`);
  return link;
}
