import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { maskPersonalCode, type ApplicationCreateResponse } from '@ratai/domain';
import { REQUIRED, type RentalApplicationOutput } from '@ratai/validation';
import { forbidden, notFound, tooManyRequests, validationError, type FieldError } from '../../http/errors';
import { notifyApplicationReceived } from '../../mail/notifications';
import { findApplication, findPublicCarPrice, insertApplication, isLocked, updateApplication } from './applications.repository';
import { APPLICATION_MESSAGES as MESSAGES } from './applications.messages';
import { creditColumns, score } from './application-score';
import { institutionsOrNull, type InstitutionList } from './bank-institutions';
import { checkFullCode } from './lookup-guard';
import { newAccessKey } from './access-key';
import type { PersonalDataCipher } from './personal-data';

/**
 * Saving the application form (spec §4, FILL_FORM): create, and update with the same full
 * personal code. Each save scores the light; the answer carries the bank list for the next step.
 */

export interface ApplicationFormDeps {
  app: FastifyInstance;
  cipher: PersonalDataCipher;
  institutions: InstitutionList;
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

export function createApplicationForm(deps: ApplicationFormDeps) {
  const { app, cipher, institutions } = deps;
  const db = app.db;

  /** The create/update answer; a failed bank list still answers the saved id, with §4's error banner. */
  async function answer(id: string, log: FastifyBaseLogger): Promise<ApplicationCreateResponse> {
    const list = await institutionsOrNull(institutions, log);
    return list ? { id, institutions: list } : { id, institutions: [], error: { message: MESSAGES.institutionsUnavailable } };
  }

  /** The car flow's car: approved, visible and not sold now (issue 16), or a 400 at `carId`. */
  async function publicCarPrice(carId: number): Promise<number> {
    const price = await findPublicCarPrice(db, carId);
    if (price === undefined) throw validationError([{ path: ['carId'], message: MESSAGES.carUnavailable }]);
    return price;
  }

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

  return { create, update };
}

export type ApplicationForm = ReturnType<typeof createApplicationForm>;
