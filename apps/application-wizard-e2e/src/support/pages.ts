import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL, MARKETPLACE_URL, TEAM } from './ports';
import { hydrated } from '@ratai/e2e-support';

/** Valid Lithuanian personal codes (check digit right), one per test so failures never mix. */
export const CODES = {
  journey: '39001011237',
  general: '48503124565',
  partner: '37806157897',
  business: '49202282344',
  guarantor: '38811303453',
  serverError: '49507075672',
  bank: '37001011113',
  guarantorPerson: '49909092226',
} as const;

/** Shared with every suite (@ratai/e2e-support). */
export { hydrated };

/** The slug of the first car the marketplace's home page links to (the car application page's address). */
export async function firstCarSlug(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(MARKETPLACE_URL)).text();
  const slug = /href="\/automobilio-nuoma\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error('no car link on the marketplace home page');
  return slug;
}

/** Accepts the cookie banner (a test that is not about it answers it first). */
export async function acceptCookies(page: Page): Promise<void> {
  // The banner's buttons answer once the page has hydrated (the wizard hydrates after its first
  // paint); a click before that was lost and the banner stayed (CI rehearsal of 723aa0e).
  await hydrated(page);
  await page.getByRole('button', { name: 'Gerai' }).click();
  await expect(page.getByRole('region', { name: 'Slapukų sutikimas' })).toBeHidden();
}

/**
 * The application form, once interactive. Its code loads when the applicant starts on it (the
 * first pointer, touch, key or focus in it: components/application/ApplicationPart.tsx), so the
 * pointer goes over it first, as a visitor's does.
 */
export async function applicationForm(page: Page) {
  const form = page.getByRole('form', { name: 'Nuomos paraiška' });
  await form.hover({ position: { x: 10, y: 10 } });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

export interface Applicant {
  personalCode: string;
  usage?: 'personal' | 'business';
  name?: string;
  surname?: string;
  email?: string;
  guarantor?: boolean;
}

/** A text field of the form by its exact accessible name. */
export function box(form: Locator, name: string): Locator {
  return form.getByRole('textbox', { name, exact: true });
}

/** Fills the whole form of a valid applicant (personal use by default, no guarantor) and ticks the terms. */
export async function fillApplicant(page: Page, applicant: Applicant): Promise<void> {
  const form = await applicationForm(page);
  const usage = applicant.usage ?? 'personal';
  await form.getByRole('radio', { name: usage === 'personal' ? 'Asmeniniams poreikiams' : 'Verslo poreikiams' }).check();
  if (usage === 'personal') {
    await box(form, 'Mėnesio pajamos (€)').fill('1800');
    await box(form, 'Pajamų šaltinis').fill('Darbo užmokestis');
  } else {
    await box(form, 'Įmonės pavadinimas').fill('UAB Pavėžėjai');
    await box(form, 'Įmonės kodas').fill('304123456');
  }
  await box(form, 'Vardas').fill(applicant.name ?? 'Jonas');
  await box(form, 'Pavardė').fill(applicant.surname ?? 'Jonaitis');
  await box(form, 'Asmens kodas').fill(applicant.personalCode);
  await box(form, 'Vairuotojo pažymėjimo numeris').fill('LT1234567');
  await box(form, 'Telefono numeris').fill('+37061234567');
  await box(form, 'El. paštas').fill(applicant.email ?? 'jonas@example.lt');
  await box(form, 'Mėnesio išlaidos (€)').fill('300');
  await box(form, 'Miestas').fill('Vilnius');
  await box(form, 'Adresas').fill('Gedimino pr. 1-2');
  if (applicant.guarantor) {
    await form.getByRole('radio', { name: 'Taip' }).check();
    await box(form, 'Laiduotojo vardas ir pavardė').fill('Ona Onaitė');
    await box(form, 'Laiduotojo asmens kodas').fill(CODES.guarantorPerson);
    await box(form, 'Laiduotojo telefono numeris').fill('+37069876543');
    await box(form, 'Laiduotojo el. paštas').fill('ona@example.lt');
    await box(form, 'Laiduotojo miestas').fill('Kaunas');
    await box(form, 'Laiduotojo adresas').fill('Laisvės al. 10');
  } else {
    await form.getByRole('radio', { name: 'Ne' }).check();
  }
  await form.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ }).check();
}

/** Submits the form and waits for the bank step; returns the application id the API gave. */
export async function submitToBankStep(page: Page): Promise<string> {
  const answer = page.waitForResponse(
    (response) => /\/api\/car-application\/(create|update\/)/.test(response.url()) && response.request().method() !== 'OPTIONS',
  );
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  const body = (await (await answer).json()) as { id: string };
  await expect(page.getByRole('heading', { name: 'Pasirinkite pagrindinį banką' })).toBeVisible();
  return body.id;
}

/** A session of the team account (the moderation routes read the lights). */
export async function teamToken(): Promise<string> {
  const response = await fetch(`${API_URL}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: TEAM.email, password: TEAM.password }),
  });
  if (!response.ok) throw new Error(`team login failed: ${response.status}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** What the team sees of one application (spec §1: the credit light with its reasons). */
export interface TeamApplication {
  id: string;
  status: string;
  carUsage: string;
  carAdvertisement: { id: number; price: number } | null;
  partner: { slug: string } | null;
  metadata: { carAdvertisementUrl?: string } | null;
  pricing: { term: number; approxMonthlyPayment: number; approxBuyout: number; fullPrice: number };
  tenantDetails: Record<string, unknown>;
  hasGuarantor: boolean;
  tenantGuarantor: Record<string, unknown> | null;
  credit: { light: 'green' | 'yellow' | 'red'; basis: string; reasons: { code: string; message: string }[] };
  bank: { institutionId: string | null; readAt: string | null } | null;
}

export async function teamApplication(id: string): Promise<TeamApplication> {
  const token = await teamToken();
  const response = await fetch(`${API_URL}/api/moderation/car-applications/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`team read failed: ${response.status}`);
  const body = (await response.json()) as TeamApplication | { data: TeamApplication };
  return 'data' in body ? body.data : body;
}

/** Every application the team can list (newest first), to count them. */
export async function teamApplicationIds(): Promise<string[]> {
  const token = await teamToken();
  const ids: string[] = [];
  for (let page = 1; page < 20; page += 1) {
    const response = await fetch(`${API_URL}/api/moderation/car-applications?page=${page}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: { id: string }[]; meta: { pagination: { pageCount: number } } };
    ids.push(...body.data.map((item) => item.id));
    if (page >= body.meta.pagination.pageCount) break;
  }
  return ids;
}

/**
 * Holds back the page's scripts whose address matches `pattern`, as a slow connection would, until
 * `release()`; `requested` lists the ones asked for meanwhile.
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<{ release: () => void; requested: string[] }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(pattern, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, requested };
}

/** The application requests the page sends (none may go out for an invalid form). */
export function watchApplicationRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/car-application\//.test(request.url())) sent.push(request.url());
  });
  return sent;
}
