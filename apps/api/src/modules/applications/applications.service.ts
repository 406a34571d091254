import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  applicantStatusOf,
  maskPersonalCode,
  type ApplicantStatusView,
  type ApplicationCreateResponse,
  type ApplicationRead,
  type BankInstitution,
} from '@ratai/domain';
import { estimateMonthlyPayment } from '@ratai/pricing';
import { REQUIRED, type RentalApplicationOutput } from '@ratai/validation';
import { HttpError, conflict, forbidden, notFound, tooManyRequests, validationError, type FieldError } from '../../http/errors';
import {
  BankDataError,
  DEFAULT_HISTORY_DAYS,
  RequisitionNotLinkedError,
  bankDataHttpError,
  type BankDataClient,
} from '../bank/bank-data-client';
import { deleteConsentOrRetryLater } from '../bank/consent-deletions';
import { readAccountDataOnce } from '../bank/read-once';
import type { ApplicationStatus } from './application-status';
import {
  claimBankRead,
  findApplication,
  insertApplication,
  isLocked,
  recordRequisition,
  releaseBankRead,
  updateApplication,
  type ApplicationChanges,
  type ApplicationRow,
} from './applications.repository';
import { parseMetadata, toApplicationRead, toCreditView, toTeamApplication, type CreditView, type TeamApplication } from './applications.mapper';
import { summariseSnapshot, type BankSummary } from './bank-summary';
import { assessCredit, type CreditAssessment } from './credit-light';
import { checkFullCode } from './lookup-guard';
import { newAccessKey } from './access-key';
import type { PersonalDataCipher } from './personal-data';
import { notifyApplicationReceived, notifyBankConnected } from '../../mail/notifications';
import { publicListing } from '../cars/public-listing';

/**
 * The rules of the application flow (spec §4: FILL_FORM → GO_CARDLESS): saving the form, the
 * bank step, scoring. Routes parse input and call these; SQL is in the repository.
 */

export interface ApplicationsDeps {
  app: FastifyInstance;
  cipher: PersonalDataCipher;
  bank: BankDataClient;
}

/** The wizard's page the bank sends the applicant back to (the provider appends `?ref=`). */
export const BANK_RETURN_PATH = '/bankas/grizti';
/** New consents per application (each creates objects at the provider); then 429. */
export const MAX_BANK_ATTEMPTS = 10;
/** The bank list changes a few times a year; one provider call an hour is plenty. */
const INSTITUTIONS_TTL_MS = 60 * 60_000;

const MESSAGES = {
  notFound: 'Paraiška nerasta',
  codeMismatch: 'Asmens kodas nesutampa su paraiškoje nurodytu. Paraiška nepakeista.',
  locked: 'Per daug nesėkmingų bandymų. Paraiška užrakinta 24 valandoms.',
  carUnavailable: 'Automobilis nerastas arba nebeskelbiamas',
  carAndPartner: 'Paraiška negali būti ir konkrečiam automobiliui, ir partnerio skelbimui',
  institutionsUnavailable:
    'Paraiška išsaugota, bet bankų sąrašo įkelti nepavyko. Pateikite paraišką dar kartą po kelių minučių.',
  unknownBank: 'Pasirinkite banką iš sąrašo',
  bankAlreadyRead: 'Banko duomenys šiai paraiškai jau gauti',
  bankReadInProgress: 'Banko duomenys jau nuskaitomi. Palaukite kelias sekundes.',
  noBankChosen: 'Pirmiausia pasirinkite banką',
  tooManyBankAttempts: 'Per daug banko susiejimo bandymų šiai paraiškai',
  wrongRef: 'Nuoroda nepriklauso šiai paraiškai',
} as const;

/** Answer of complete-onboarding: where the application stands and its light. */
export interface BankStepResult {
  id: string;
  status: ApplicationStatus;
  light: CreditView['light'];
  basis: CreditView['basis'];
  reasons: CreditView['reasons'];
}

/** The figures the light is computed from, as numbers. */
interface Figures {
  price: number;
  term: number;
  approxMonthlyPayment: number;
  monthlyIncome: number;
  additionalIncome: number;
  monthlyExpenses: number;
}

/** numeric columns come back as strings. */
const figuresOf = (row: ApplicationRow): Figures => ({
  price: Number(row.price),
  term: row.term,
  approxMonthlyPayment: Number(row.approx_monthly_payment),
  monthlyIncome: Number(row.monthly_income),
  additionalIncome: Number(row.additional_income),
  monthlyExpenses: Number(row.monthly_expenses),
});

export function createApplicationsService(deps: ApplicationsDeps) {
  const { app, cipher, bank } = deps;
  const db = app.db;
  let institutionsCache: { at: number; list: BankInstitution[] } | null = null;

  /** Lithuanian banks (spec §2.9: name, bic, logo), cached for an hour. */
  async function institutions(): Promise<BankInstitution[]> {
    if (institutionsCache && Date.now() - institutionsCache.at < INSTITUTIONS_TTL_MS) return institutionsCache.list;
    const list = (await bank.listInstitutions('LT')).map(({ id, name, bic, logo }) => ({ id, name, bic, logo }));
    institutionsCache = { at: Date.now(), list };
    return list;
  }

  /** The create/update answer; a failed bank list still answers the saved id, with §4's error banner. */
  async function answer(id: string, log: FastifyBaseLogger): Promise<ApplicationCreateResponse> {
    try {
      return { id, institutions: await institutions() };
    } catch (error) {
      log.warn({ bankStatus: error instanceof BankDataError ? error.status : undefined }, 'bank institutions unavailable');
      return { id, institutions: [], error: { message: MESSAGES.institutionsUnavailable } };
    }
  }

  /** The car flow's car: approved, visible and not sold now (issue 16), or a 400 at `carId`. */
  async function publicCarPrice(carId: number): Promise<number> {
    const car = await db
      .selectFrom('car_advertisements')
      .select('price')
      .where('id', '=', carId)
      .where(publicListing())
      .where('sale_status', '<>', 'sold')
      .executeTakeFirst();
    if (!car) throw validationError([{ path: ['carId'], message: MESSAGES.carUnavailable }]);
    return car.price;
  }

  async function carPriceOf(carId: number | null): Promise<number | null> {
    if (carId === null) return null;
    const car = await db.selectFrom('car_advertisements').select('price').where('id', '=', carId).executeTakeFirst();
    return car?.price ?? null;
  }

  /** Flow rules the schema cannot know: car flow XOR partner flow; the partner flow needs its link. */
  function checkFlow(input: RentalApplicationOutput): void {
    const errors: FieldError[] = [];
    if (input.carId !== undefined && input.partnerSlug !== undefined) {
      errors.push({ path: ['partnerSlug'], message: MESSAGES.carAndPartner });
    }
    if (input.partnerSlug !== undefined && input.metadata === undefined) {
      errors.push({ path: ['metadata', 'carAdvertisementUrl'], message: REQUIRED });
    }
    if (errors.length > 0) throw validationError(errors);
  }

  /**
   * The light of an application's figures. The payment is the server's own estimate (spec §9)
   * from the car's price (the sent price in the general and partner flows), but never less than
   * what the applicant was shown: neither a tampered low payment nor a stale price makes a light
   * greener.
   */
  function score(figures: Figures, carPrice: number | null, bankSummary: BankSummary | null, consentRefused: boolean): CreditAssessment {
    const estimate = estimateMonthlyPayment(carPrice ?? figures.price, figures.term);
    return assessCredit({
      monthlyPayment: Math.max(estimate, figures.approxMonthlyPayment),
      declared: {
        monthlyIncome: figures.monthlyIncome,
        additionalIncome: figures.additionalIncome,
        monthlyExpenses: figures.monthlyExpenses,
      },
      bank: bankSummary,
      consentRefused,
    });
  }

  const creditColumns = (credit: CreditAssessment) => ({
    credit_light: credit.light,
    credit_basis: credit.basis,
    credit_ratio: credit.ratio,
    credit_reasons: JSON.stringify(credit.reasons),
    scored_at: new Date(),
  });

  /** The form's fields as columns, without the applicant's personal code (set once, on create). */
  function formColumns(id: string, input: RentalApplicationOutput) {
    const guarantorCode = input.hasGuarantor ? input.guarantorPersonalCode : undefined;
    return {
      car_id: input.carId ?? null,
      partner_slug: input.partnerSlug ?? null,
      metadata: input.metadata ?? null,
      term: input.term,
      price: input.price,
      approx_monthly_payment: input.approxMonthlyPayment,
      approx_buyout: input.approxBuyout,
      car_usage: input.carUsage,
      name: input.name,
      surname: input.surname,
      drivers_license: input.driversLicense,
      phone_number: input.phoneNumber,
      email: input.email,
      monthly_income: input.monthlyIncome,
      monthly_expenses: input.monthlyExpenses,
      source_of_income: input.sourceOfIncome ?? null,
      additional_income: input.additionalIncome,
      city: input.city,
      address: input.address,
      company_name: input.companyName ?? null,
      company_code: input.companyCode ?? null,
      has_guarantor: input.hasGuarantor,
      guarantor_name_surname: input.guarantorNameSurname ?? null,
      guarantor_personal_code_enc: guarantorCode ? cipher.encrypt(guarantorCode, `${id}:guarantor_personal_code`) : null,
      guarantor_personal_code_hash: guarantorCode ? cipher.hashCode(guarantorCode) : null,
      guarantor_personal_code_masked: guarantorCode ? maskPersonalCode(guarantorCode) : null,
      guarantor_phone_number: input.guarantorPhoneNumber ?? null,
      guarantor_email: input.guarantorEmail ?? null,
      guarantor_city: input.guarantorCity ?? null,
      guarantor_address: input.guarantorAddress ?? null,
      terms_agreed: input.termsAgreed,
      marketing_agreed: input.marketingAgreed,
    };
  }

  async function create(input: RentalApplicationOutput, log: FastifyBaseLogger): Promise<ApplicationCreateResponse & { accessKey: string }> {
    checkFlow(input);
    const carPrice = input.carId !== undefined ? await publicCarPrice(input.carId) : null;
    const id = randomUUID();
    // The applicant's key to this application (access-key.ts): answered once, below, and e-mailed.
    const access = newAccessKey();
    const columns = formColumns(id, input);
    const credit = score(input, carPrice, null, false);
    // The application and its e-mails (to the applicant and the team) are written together.
    await db.transaction().execute(async (trx) => {
      await insertApplication(trx, {
        id,
        status: 'submitted',
        ...columns,
        personal_code_enc: cipher.encrypt(input.personalCode, `${id}:personal_code`),
        personal_code_hash: cipher.hashCode(input.personalCode),
        personal_code_last4_hash: cipher.hashLast4(id, input.personalCode.slice(-4)),
        personal_code_masked: maskPersonalCode(input.personalCode),
        access_key_hash: access.hash,
        ...creditColumns(credit),
      });
      await notifyApplicationReceived(trx, app.config, id, access.key);
    });
    log.info({ applicationId: id, light: credit.light }, 'application created');
    return { ...(await answer(id, log)), accessKey: access.key };
  }

  /**
   * Update (spec §4: "if an application already exists it is updated instead of created"). Only
   * with the same full personal code: a wrong code is 403 and spends one of the application's five
   * guesses (shared with the lookup); a locked application is 429 even with the right code.
   */
  async function update(id: string, input: RentalApplicationOutput, log: FastifyBaseLogger): Promise<ApplicationCreateResponse> {
    checkFlow(input);
    const carPrice = input.carId !== undefined ? await publicCarPrice(input.carId) : null;
    const matched = await checkFullCode(app, cipher, id, input.personalCode);
    if (matched === undefined) {
      if (await isLocked(db, id)) throw tooManyRequests(MESSAGES.locked);
      throw notFound(MESSAGES.notFound);
    }
    if (!matched) throw forbidden(MESSAGES.codeMismatch);
    const existing = await findApplication(db, id);
    if (!existing) throw notFound(MESSAGES.notFound);
    const columns = formColumns(id, input);
    const credit = score(input, carPrice, existing.bank_summary, existing.status === 'bank_refused');
    await updateApplication(db, id, { ...columns, ...creditColumns(credit) });
    log.info({ applicationId: id, light: credit.light }, 'application updated');
    return answer(id, log);
  }

  /** The applicant's read-back (spec §3); the caller has already checked the last four digits. */
  async function read(id: string): Promise<ApplicationRead> {
    const row = await findApplication(db, id);
    if (!row) throw notFound(MESSAGES.notFound);
    return toApplicationRead(row, await carPriceOf(row.car_id));
  }

  /**
   * The applicant's status page (issue 17): the caller has checked the access key. Only what the
   * page shows is selected — no name, contact, income or code is read at all.
   */
  async function statusForApplicant(id: string): Promise<ApplicantStatusView> {
    const row = await db
      .selectFrom('rental_applications as r')
      .leftJoin('car_advertisements as a', 'a.id', 'r.car_id')
      .leftJoin('car_makes as mk', 'mk.id', 'a.make_id')
      .leftJoin('car_models as md', 'md.id', 'a.model_id')
      .select(['r.id', 'r.pipeline_status', 'r.created_at', 'r.term', 'r.approx_monthly_payment', 'r.metadata', 'a.slug', 'a.production_year', 'mk.name as make', 'md.name as model'])
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(MESSAGES.notFound);
    const car = row.slug && row.make && row.model ? { slug: row.slug, title: `${row.make} ${row.model}, ${row.production_year} m.` } : null;
    return {
      id: row.id,
      status: applicantStatusOf(row.pipeline_status),
      submittedAt: new Date(row.created_at).toISOString(),
      car,
      carAdvertisementUrl: parseMetadata(row.metadata)?.carAdvertisementUrl ?? null,
      pricing: { term: row.term, approxMonthlyPayment: Number(row.approx_monthly_payment) },
    };
  }

  /**
   * Starts a bank consent: an end-user agreement (215 days of history, access for 1 day — we read
   * once) and a requisition whose reference is the application id (`{id}.{n}` from the second
   * attempt on: the provider refuses a reference twice).
   */
  async function startBankConnection(institutionId: string, id: string, log: FastifyBaseLogger): Promise<{ redirectUrl: string }> {
    const row = await findApplication(db, id);
    if (!row) throw notFound(MESSAGES.notFound);
    if (row.bank_read_at !== null) throw conflict(MESSAGES.bankAlreadyRead);
    if (row.bank_attempts >= MAX_BANK_ATTEMPTS) throw tooManyRequests(MESSAGES.tooManyBankAttempts);
    let link: string;
    try {
      const known = await institutions();
      if (!known.some((i) => i.id === institutionId)) {
        throw validationError([{ path: ['institutionId'], message: MESSAGES.unknownBank }]);
      }
      const attempt = row.bank_attempts + 1;
      const agreement = await bank.createAgreement(institutionId, { maxHistoricalDays: DEFAULT_HISTORY_DAYS, accessValidForDays: 1 });
      const requisition = await bank.createRequisition({
        institutionId,
        agreementId: agreement.id,
        redirect: `${app.config.urls.wizard}${BANK_RETURN_PATH}`,
        reference: attempt === 1 ? id : `${id}.${attempt}`,
      });
      const recorded = await recordRequisition(db, id, { institutionId, requisitionId: requisition.id });
      if (recorded === undefined) throw conflict(MESSAGES.bankAlreadyRead);
      link = requisition.link;
    } catch (error) {
      if (error instanceof BankDataError) log.warn({ bankStatus: error.status, bankSummary: error.summary }, 'bank consent not started');
      throw bankDataHttpError(error);
    }
    log.info({ applicationId: id, institutionId }, 'bank consent started');
    return { redirectUrl: link };
  }

  /** Whether `ref` (the provider's `?ref=`) belongs to application `id`. */
  function refMatches(id: string, ref: string): boolean {
    const r = ref.trim().toLowerCase();
    return r === id || r.startsWith(`${id}.`);
  }

  const stepResult = (row: ApplicationRow): BankStepResult => {
    const credit = toCreditView(row);
    return { id: row.id, status: row.status, light: credit.light, basis: credit.basis, reasons: credit.reasons };
  };

  async function markRefused(row: ApplicationRow): Promise<BankStepResult> {
    const credit = score(figuresOf(row), await carPriceOf(row.car_id), null, true);
    await updateApplication(db, row.id, { status: 'bank_refused', ...creditColumns(credit) });
    const updated = await findApplication(db, row.id);
    if (!updated) throw notFound(MESSAGES.notFound);
    return stepResult(updated);
  }

  /**
   * The applicant is back from the bank. Reads the accounts once (never again once read: a second
   * call answers the stored result), keeps only the monthly summary, and rescores. A refused,
   * abandoned (`error` from the provider's redirect) or expired consent → `bank_refused`.
   */
  async function completeBankConnection(
    id: string,
    body: { ref?: string; error?: string },
    log: FastifyBaseLogger,
  ): Promise<BankStepResult> {
    if (body.ref !== undefined && !refMatches(id, body.ref)) {
      throw validationError([{ path: ['ref'], message: MESSAGES.wrongRef }]);
    }
    const row = await findApplication(db, id);
    if (!row) throw notFound(MESSAGES.notFound);
    // Read, or already judged refused (that requisition is deleted at the provider): the stored result.
    if (row.bank_read_at !== null || row.status === 'bank_refused') return stepResult(row);
    const requisitionId = row.bank_requisition_id;
    if (requisitionId === null) throw conflict(MESSAGES.noBankChosen);
    if (!(await claimBankRead(db, id, requisitionId))) {
      const again = await findApplication(db, id);
      if (again?.bank_read_at) return stepResult(again);
      throw conflict(MESSAGES.bankReadInProgress);
    }
    try {
      // A deletion at the provider that fails now is owed to the bank-consent-cleanup job.
      const snapshot = await readAccountDataOnce(bank, requisitionId, { cleanup: deleteConsentOrRetryLater(db, bank, log) });
      const summary = summariseSnapshot(snapshot);
      const credit = score(figuresOf(row), await carPriceOf(row.car_id), summary, false);
      const holderNames = [...new Set(snapshot.accounts.flatMap((a) => (a.details.ownerName ? [a.details.ownerName] : [])))];
      const changes: ApplicationChanges = {
        status: 'bank_connected',
        bank_holder_names: JSON.stringify(holderNames),
        bank_summary: JSON.stringify(summary),
        bank_read_at: new Date(snapshot.readAt),
        bank_read_started_at: null,
        ...creditColumns(credit),
      };
      // The team hears that the light is ready, in the same transaction as the light.
      await db.transaction().execute(async (trx) => {
        await updateApplication(trx, id, changes);
        await notifyBankConnected(trx, app.config, id);
      });
      log.info({ applicationId: id, light: credit.light, months: summary.months.length, providerCleanup: snapshot.cleanup }, 'bank data read');
    } catch (error) {
      await releaseBankRead(db, id);
      if (error instanceof RequisitionNotLinkedError) {
        if (error.status === 'RJ' || error.status === 'EX' || body.error !== undefined) {
          log.info({ applicationId: id, requisitionStatus: error.status }, 'bank consent refused');
          return markRefused(row);
        }
      } else if (error instanceof BankDataError) {
        log.warn({ applicationId: id, bankStatus: error.status, bankSummary: error.summary }, 'bank data read failed');
      } else if (!(error instanceof HttpError)) {
        throw error;
      }
      throw bankDataHttpError(error);
    }
    const updated = await findApplication(db, id);
    if (!updated) throw notFound(MESSAGES.notFound);
    return stepResult(updated);
  }

  /** Rows as the team reads them, with their cars' current prices (one query for the page). */
  async function forTeam(rows: ApplicationRow[]): Promise<TeamApplication[]> {
    const carIds = [...new Set(rows.flatMap((r) => (r.car_id === null ? [] : [r.car_id])))];
    const cars = new Map<number, { price: number; slug: string; title: string }>();
    if (carIds.length > 0) {
      const found = await db
        .selectFrom('car_advertisements as a')
        .innerJoin('car_makes as mk', 'mk.id', 'a.make_id')
        .innerJoin('car_models as md', 'md.id', 'a.model_id')
        .select(['a.id', 'a.price', 'a.slug', 'a.production_year', 'mk.name as make', 'md.name as model'])
        .where('a.id', 'in', carIds)
        .execute();
      for (const car of found) cars.set(car.id, { price: car.price, slug: car.slug, title: `${car.make} ${car.model}, ${car.production_year}` });
    }
    return rows.map((row) => {
      const car = row.car_id === null ? undefined : cars.get(row.car_id);
      return toTeamApplication(row, car ? car.price : null, car ? { id: row.car_id as number, slug: car.slug, title: car.title } : null);
    });
  }

  return { institutions, create, update, read, statusForApplicant, startBankConnection, completeBankConnection, forTeam };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
