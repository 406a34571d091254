import type { SandboxInstitution } from './institutions';
import type { AccountGenerator, GeneratedAccount } from './ledger';
import { lowIncomeAccount, rideHailAccount, salaryAccounts } from './statements/everyday';
import { realisticDriverAccounts } from './statements/realistic-driver';
import { realisticIrregularAccounts } from './statements/realistic-irregular';
import { realisticSalariedAccounts } from './statements/realistic-salaried';

/**
 * What the consent page offers: statements to link (the tidy first three, the realistic untidy
 * three), and the ways a real consent or a real bank fails. Each scenario says how the requisition
 * ends (status, and the `?error=&details=` GoCardless appends to the redirect) and how its accounts
 * behave when read.
 */

export type ScenarioId =
  | 'salary'
  | 'ride-hail'
  | 'low-income'
  | 'salaried'
  | 'driver'
  | 'irregular'
  | 'refused'
  | 'cancelled'
  | 'abandoned'
  | 'bank-error'
  | 'processing'
  | 'revoked'
  | 'forbidden'
  | 'bank-down';

/** How a linked account answers reads instead of its data (healing after `failedReads`, or never). */
export interface AccountFault {
  status: number;
  summary: string;
  detail: string;
  type: string;
  /** Reads of each scope that fail before the account answers normally; undefined = every read. */
  failedReads?: number;
  /** The account's metadata status while it fails (READY otherwise). */
  metadataStatus?: string;
}

export type ScenarioOutcome =
  | { status: 'LN'; accounts: AccountGenerator; fault?: AccountFault }
  /** Back to the redirect with `error` and `details` (GoCardless's end-user errors). */
  | { status: 'RJ' | 'UA' | 'GA'; error: string; details: string }
  /** The applicant left mid-way: no redirect from the bank; the page offers a way back. */
  | { status: 'SA'; abandoned: true };

export interface Scenario {
  id: ScenarioId;
  /** Shown on the consent page. */
  label: string;
  hint: string;
  group: 'statements' | 'failures';
  outcome: ScenarioOutcome;
}

const salaryData: AccountGenerator = salaryAccounts;

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'salary',
    label: 'Pastovus atlyginimas',
    hint: 'Apie 1 800 € darbo užmokesčio kas mėnesį, nuoma, komunaliniai, nedidelė paskola.',
    group: 'statements',
    outcome: { status: 'LN', accounts: salaryData },
  },
  {
    id: 'ride-hail',
    label: 'Pavėžėjo išmokos (Bolt, Uber, Wolt)',
    hint: 'Savaitinės platformų išmokos, iš viso apie 1 500–2 000 € per mėnesį, didelės degalų išlaidos.',
    group: 'statements',
    outcome: { status: 'LN', accounts: (i, t) => [rideHailAccount(i, t)] },
  },
  {
    id: 'low-income',
    label: 'Mažos pajamos ir dažnas minusas',
    hint: 'Apie 600 € nereguliarių pajamų, sąskaita dažnai minuse, greitųjų kreditų įmokos.',
    group: 'statements',
    outcome: { status: 'LN', accounts: (i, t) => [lowIncomeAccount(i, t)] },
  },
  {
    id: 'salaried',
    label: 'Samdomas darbuotojas (tikroviškas išrašas)',
    hint: 'Avansas ir atlyginimas, vaiko pinigai, lizingas; įrašai tik su laiku, be gavėjo, laukiantys, mokėjimas doleriais.',
    group: 'statements',
    outcome: { status: 'LN', accounts: realisticSalariedAccounts },
  },
  {
    id: 'driver',
    label: 'Vairuotojas: savaitinės platformų išmokos (tikroviškas išrašas)',
    hint: 'Bolt kas pirmadienį, Uber kas antradienį, Wolt kas antrą ketvirtadienį; grąžinimai ir premija svarais nėra pajamos.',
    group: 'statements',
    outcome: { status: 'LN', accounts: realisticDriverAccounts },
  },
  {
    id: 'irregular',
    label: 'Nereguliarios pajamos (tikroviškas išrašas)',
    hint: 'Sąskaitos iš skirtingų klientų, honorarai kas antrą mėnesį, vienkartinis automobilio pardavimas, grynųjų įnešimai.',
    group: 'statements',
    outcome: { status: 'LN', accounts: realisticIrregularAccounts },
  },
  {
    id: 'refused',
    label: 'Atsisakyti sutikimo',
    hint: 'Banko duomenys nebus perduoti (būsena RJ).',
    group: 'failures',
    outcome: { status: 'RJ', error: 'UserSessionRejected', details: 'User session rejected.' },
  },
  {
    id: 'cancelled',
    label: 'Nutraukti prisijungimą banke',
    hint: 'Būsena UA; grąžinama su error=UserCancelledSession.',
    group: 'failures',
    outcome: { status: 'UA', error: 'UserCancelledSession', details: 'User cancelled the session.' },
  },
  {
    id: 'abandoned',
    label: 'Palikti sąskaitų pasirinkimą',
    hint: 'Būsena SA; bankas negrąžina, klientas grįžta pats.',
    group: 'failures',
    outcome: { status: 'SA', abandoned: true },
  },
  {
    id: 'bank-error',
    label: 'Banko techninė klaida',
    hint: 'Būsena GA; grąžinama su error=InstitutionTechnicalError.',
    group: 'failures',
    outcome: {
      status: 'GA',
      error: 'InstitutionTechnicalError',
      details: 'A technical error occurred while trying to connect to the institution, please try again.',
    },
  },
  {
    id: 'processing',
    label: 'Sąskaita dar ruošiama',
    hint: 'Pirmi du skaitymai atsako 409 AccountProcessing, paskui – atlyginimo duomenys.',
    group: 'failures',
    outcome: {
      status: 'LN',
      accounts: salaryData,
      fault: {
        status: 409,
        summary: 'Account is being processed',
        detail: 'Account data is currently being processed. Poll /accounts/{id}/ and retry when status is READY.',
        type: 'AccountProcessing',
        failedReads: 2,
        metadataStatus: 'PROCESSING',
      },
    },
  },
  {
    id: 'revoked',
    label: 'Sutikimas atšauktas banke',
    hint: 'Sąskaitos skaitymas atsako 401 AccessExpiredError.',
    group: 'failures',
    outcome: {
      status: 'LN',
      accounts: salaryData,
      fault: {
        status: 401,
        summary: 'Access has expired or it has been revoked.',
        detail: 'Access has expired or been revoked. To restore access, reconnect the account.',
        type: 'AccessExpiredError',
        metadataStatus: 'EXPIRED',
      },
    },
  },
  {
    id: 'forbidden',
    label: 'Bankas neleidžia skaityti sąskaitos',
    hint: 'Sąskaitos skaitymas atsako 403 AccountAccessForbidden.',
    group: 'failures',
    outcome: {
      status: 'LN',
      accounts: salaryData,
      fault: {
        status: 403,
        summary: 'Access to the account is forbidden',
        detail: 'Access to the account is forbidden. The user might not have the necessary permissions.',
        type: 'AccountAccessForbidden',
      },
    },
  },
  {
    id: 'bank-down',
    label: 'Banko paslauga nepasiekiama',
    hint: 'Sąskaitos skaitymas atsako 503 ServiceError.',
    group: 'failures',
    outcome: {
      status: 'LN',
      accounts: salaryData,
      fault: { status: 503, summary: "Couldn't update account data", detail: 'Institution service unavailable.', type: 'ServiceError' },
    },
  },
];

export function findScenario(value: unknown): Scenario | undefined {
  return typeof value === 'string' ? SCENARIOS.find((s) => s.id === value) : undefined;
}

export function isScenarioId(value: unknown): value is ScenarioId {
  return findScenario(value) !== undefined;
}

/** The accounts a consent with this scenario links; none when it does not end linked. */
export function generateAccounts(scenario: ScenarioId, institution: SandboxInstitution, today: Date): GeneratedAccount[] {
  const outcome = (findScenario(scenario) as Scenario).outcome;
  return outcome.status === 'LN' ? outcome.accounts(institution, today) : [];
}

export { HISTORY_DAYS, lithuanianIban } from './ledger';
export type { GeneratedAccount, SandboxTransaction } from './ledger';
