import { expect, test, type Page } from '@playwright/test';
import { apiToken, hydrated, seriousViolations } from './support/pages';
import { linkIn, mailsTo, type CaughtMail } from './support/mail';
import { ACCOUNTS, API_URL, PORTAL_URL } from './support/ports';

/**
 * Issue 16, the lead inbox 'Užklausos': an application for the demo owner's car is passed by the
 * team ('Perduoti savininkui', through the API as the back office calls it) → the owner gets the
 * e-mail whose link opens the lead → it is in 'Užklausos' → the owner marks it → the team's view
 * of the application shows the owner's status. Then axe and screenshots of the inbox.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
/** A valid Lithuanian personal code (check digit included): the wizard's form refuses others. */
const PERSONAL_CODE = '49001011238';

/** A car of the demo company owner that is public (the wizard applies only for those). */
async function publicCarOf(owner: string): Promise<{ id: number; title: string }> {
  const me = (await (await fetch(`${API_URL}/api/users/me`, { headers: auth(owner) })).json()) as {
    carAdvertisements: { id: number; reviewStatus: string; visibility: string; carMake: { name: string }; carModel: { name: string }; productionYear: number }[];
  };
  const car = me.carAdvertisements.find((entry) => entry.reviewStatus === 'approved' && entry.visibility === 'visible');
  if (!car) throw new Error('the demo owner has no public car');
  return { id: car.id, title: `${car.carMake.name} ${car.carModel.name}, ${car.productionYear}` };
}

/** An application as the wizard sends it, for `carId`, then contacted and passed by the team. */
async function passedLead(team: string, carId: number, surname: string): Promise<string> {
  const created = await fetch(`${API_URL}/api/car-application/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      carId: String(carId),
      term: '24',
      price: '10000',
      approxMonthlyPayment: '475',
      approxBuyout: '0',
      carUsage: 'personal',
      name: 'Aistė',
      surname,
      personalCode: PERSONAL_CODE,
      driversLicense: 'LT7654321',
      phoneNumber: '+37061112233',
      email: 'aiste.e2e@pavyzdys.lt',
      monthlyIncome: '2200',
      monthlyExpenses: '200',
      sourceOfIncome: 'Darbo užmokestis',
      additionalIncome: '0',
      city: 'Kaunas',
      address: 'Laisvės al. 10',
      hasGuarantor: 'false',
      termsAgreed: 'true',
      marketingAgreed: 'false',
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [status, note] of [
    ['contacted', 'Paskambinta, pajamos patvirtintos'],
    ['sent_to_owner', 'Tinkama nuomininkė, perduodama'],
  ]) {
    const moved = await fetch(`${API_URL}/api/moderation/car-applications/${id}/status`, { method: 'POST', headers: auth(team), body: JSON.stringify({ status, note }) });
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  return id;
}

async function inbox(page: Page) {
  await page.goto('/paskyra/uzklausos');
  await hydrated(page);
  const list = page.getByRole('list', { name: 'Užklausų sąrašas' });
  await expect(list).toBeVisible();
  return list;
}

test('a lead passed by the team reaches the owner, and the owner’s status reaches the team', async ({ page }) => {
  test.setTimeout(150_000);
  const [owner, team] = await Promise.all([apiToken(ACCOUNTS.company.email, ACCOUNTS.company.password), apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password)]);
  const car = await publicCarOf(owner);
  const surname = `Lead${Date.now()}`;
  const id = await passedLead(team, car.id, surname);

  // The new-lead e-mail links straight to the lead in the portal.
  let mail: CaughtMail | undefined;
  await expect
    .poll(async () => (mail = (await mailsTo(ACCOUNTS.company.email)).find((entry) => entry.text.includes(id)))?.subject, { timeout: 45_000 })
    .toBe(`Jums perduota paraiška: ${car.title} m.`);
  if (!mail) throw new Error('no e-mail');
  expect(mail.text).not.toContain('+37061112233');
  expect(linkIn(mail, `${PORTAL_URL}/paskyra/uzklausos/`)).toBe(`${PORTAL_URL}/paskyra/uzklausos/${id}`);

  // 'Užklausos' in the account menu lists it, newest first.
  await page.goto('/paskyra');
  await hydrated(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Užklausos' }).first().click();
  await expect(page).toHaveURL(/\/paskyra\/uzklausos$/);
  const list = page.getByRole('list', { name: 'Užklausų sąrašas' });
  const card = list.getByRole('listitem').first();
  await expect(card).toContainText(`Aistė ${surname}`);
  await expect(card).toContainText(car.title);
  await expect(card).toContainText('Nauja');

  // The lead: car, terms, the light's colour and the contacts; never the personal code or address.
  await card.getByRole('link', { name: `Aistė ${surname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/paskyra/uzklausos/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Aistė ${surname}` })).toBeVisible();
  await expect(page.getByRole('link', { name: '+370 611 12233' })).toBeVisible();
  await expect(page.getByRole('link', { name: car.title })).toBeVisible();
  const body = await page.locator('main').innerText();
  expect(body).not.toContain(PERSONAL_CODE);
  expect(body).not.toContain('Laisvės al. 10');
  expect(body).not.toContain('2200');
  expect(await seriousViolations(page)).toEqual([]);

  // The owner marks the viewing booked, with a note.
  const form = page.getByRole('form', { name: 'Užklausos būsena' });
  await form.getByLabel('Būsena').selectOption({ label: 'Apžiūra suderinta' });
  await form.getByLabel(/Pastaba komandai/).fill('Apžiūra šeštadienį 10 val.');
  await form.getByRole('button', { name: 'Išsaugoti būseną' }).click();
  await expect(page.getByText('Būsena išsaugota: Apžiūra suderinta. Ratai komanda ją mato.')).toBeVisible();
  await expect(page.getByText(/Dabar: Apžiūra suderinta/)).toBeVisible();

  // The team's view of the application (the back office's page reads it) shows it, with when.
  const teamView = (await (await fetch(`${API_URL}/api/moderation/car-applications/${id}`, { headers: auth(team) })).json()) as {
    pipelineStatus: string;
    ownerStatus: { status: string; note: string; changedAt: string } | null;
  };
  expect(teamView.pipelineStatus).toBe('sent_to_owner');
  expect(teamView.ownerStatus).toMatchObject({ status: 'viewing_booked', note: 'Apžiūra šeštadienį 10 val.' });
  expect(Date.now() - Date.parse(teamView.ownerStatus?.changedAt ?? '')).toBeLessThan(5 * 60_000);

  // Back in the inbox the card says so too.
  const again = await inbox(page);
  await expect(again.getByRole('listitem').filter({ hasText: `Aistė ${surname}` })).toContainText('Apžiūra suderinta');
});

// The inbox is never empty for the checks below, whichever of them runs alone.
test.beforeAll(async () => {
  const [owner, team] = await Promise.all([apiToken(ACCOUNTS.company.email, ACCOUNTS.company.password), apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password)]);
  await passedLead(team, (await publicCarOf(owner)).id, 'Pirmoji');
});

test('axe: the inbox', async ({ page }) => {
  await inbox(page);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`the inbox and a lead at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      const list = await inbox(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `apps/owner-portal-e2e/test-results/screenshots/leads-${width}.png`, fullPage: true });
      await list.getByRole('listitem').first().getByRole('link').first().click();
      await expect(page.getByRole('form', { name: 'Užklausos būsena' }).or(page.getByText(/užklausą užbaigė/))).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `apps/owner-portal-e2e/test-results/screenshots/lead-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
