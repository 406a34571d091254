import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PipelineStatus } from '@ratai/domain';
import { HttpError, conflict, notFound, tooManyRequests, validationError } from '../../http/errors';
import { notifyBankConnected } from '../../mail/notifications';
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
  findCarPrice,
  recordRequisition,
  releaseBankRead,
  updateApplication,
  type ApplicationChanges,
  type ApplicationRow,
} from './applications.repository';
import { toCreditView, type CreditView } from './applications.mapper';
import { APPLICATION_MESSAGES as MESSAGES } from './applications.messages';
import { creditColumns, figuresOf, score } from './application-score';
import type { InstitutionList } from './bank-institutions';
import { summariseSnapshot } from './bank-summary';

/**
 * The bank step (spec §4, GO_CARDLESS): start a consent at the chosen bank, then read the
 * accounts once when the applicant is back and rescore the light.
 */

export interface BankStepDeps {
  app: FastifyInstance;
  bank: BankDataClient;
  institutions: InstitutionList;
}

/** The wizard's page the bank sends the applicant back to (the provider appends `?ref=`). */
export const BANK_RETURN_PATH = '/bankas/grizti';
/** New consents per application (each creates objects at the provider); then 429. */
export const MAX_BANK_ATTEMPTS = 10;

/**
 * The team's statuses in which the bank may still be connected: once the application is passed to
 * the owner or closed, a bank read changes nothing for anyone.
 */
const BANK_STEP_OPEN_IN: ReadonlySet<PipelineStatus> = new Set<PipelineStatus>(['new', 'contacted']);

/**
 * Why the bank can no longer be connected to this application, or null while it can: the one rule
 * behind the consent start's refusals (startBankConnection) and the status page's offer of the step
 * (applicant-reads.ts).
 */
export function bankStepRefusal(row: { bank_read_at: unknown; bank_attempts: number; pipeline_status: PipelineStatus }): 'read' | 'attempts' | 'closed' | null {
  if (row.bank_read_at !== null) return 'read';
  if (row.bank_attempts >= MAX_BANK_ATTEMPTS) return 'attempts';
  if (!BANK_STEP_OPEN_IN.has(row.pipeline_status)) return 'closed';
  return null;
}

/** Answer of complete-onboarding: where the application stands and its light. */
export interface BankStepResult {
  id: string;
  status: ApplicationStatus;
  light: CreditView['light'];
  basis: CreditView['basis'];
  reasons: CreditView['reasons'];
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

export function createBankStep(deps: BankStepDeps) {
  const { app, bank, institutions } = deps;
  const db = app.db;

  /**
   * Starts a bank consent: an end-user agreement (215 days of history, access for 1 day — we read
   * once) and a requisition whose reference is the application id (`{id}.{n}` from the second
   * attempt on: the provider refuses a reference twice).
   */
  async function startBankConnection(institutionId: string, id: string, log: FastifyBaseLogger): Promise<{ redirectUrl: string }> {
    const row = await findApplication(db, id);
    if (!row) throw notFound(MESSAGES.notFound);
    const refusal = bankStepRefusal(row);
    if (refusal === 'read') throw conflict(MESSAGES.bankAlreadyRead);
    if (refusal === 'attempts') throw tooManyRequests(MESSAGES.tooManyBankAttempts);
    if (refusal === 'closed') throw conflict(MESSAGES.bankStepClosed);
    let link: string;
    try {
      const chosen = (await institutions()).find((i) => i.id === institutionId);
      if (!chosen) {
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
      const recorded = await recordRequisition(db, id, { institutionId, institutionName: chosen.name, requisitionId: requisition.id });
      if (recorded === undefined) throw conflict(MESSAGES.bankAlreadyRead);
      link = requisition.link;
    } catch (error) {
      if (error instanceof BankDataError) log.warn({ bankStatus: error.status, bankSummary: error.summary }, 'bank consent not started');
      throw bankDataHttpError(error);
    }
    log.info({ applicationId: id, institutionId }, 'bank consent started');
    return { redirectUrl: link };
  }

  /** A refused, cancelled or expired consent: the declared light, at least yellow (credit-light.ts). */
  async function markRefused(row: ApplicationRow): Promise<BankStepResult> {
    const credit = score(figuresOf(row), await findCarPrice(db, row.car_id), null, true);
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
      const credit = score(figuresOf(row), await findCarPrice(db, row.car_id), summary, false);
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

  return { startBankConnection, completeBankConnection };
}

export type BankStep = ReturnType<typeof createBankStep>;
