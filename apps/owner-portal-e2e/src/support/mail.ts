import * as shared from '@ratai/e2e-support';
import { MAIL_WEB_URL } from './ports';

/** The shared mail-catcher helpers (@ratai/e2e-support), bound to this suite's catcher. */
export type { CaughtMail } from '@ratai/e2e-support';
export const { linkIn } = shared;

/** Every e-mail the suite's catcher holds for `address`, oldest first. */
export const mailsTo = (address: string) => shared.mailsTo(MAIL_WEB_URL, address);

/** Waits for the `nth` e-mail with `subject` to `address` (the job worker sends within seconds). */
export const waitForMail = (address: string, subject: string, nth = 1) => shared.waitForMail(MAIL_WEB_URL, address, subject, { nth });
