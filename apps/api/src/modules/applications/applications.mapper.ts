import type { ApplicationMetadata, ApplicationRead, CreditLight, OwnerLeadStatusView, PipelineStatus, TeamApplication as DomainTeamApplication } from '@ratai/domain';
import type { ApplicationRow } from './applications.repository';
import type { ApplicationStatus, CreditBasis, CreditReason } from './application-status';
import type { BankSummary } from './bank-summary';
import { holderMatchesApplicant } from './holder-name';

/**
 * Rows → API shapes. Personal codes come only from the masked columns: no read path decrypts, so
 * no answer can carry a full code by mistake.
 */

/** numeric columns arrive as strings. */
const money = (value: string | number | null): number => (value === null ? 0 : Number(value));

export function parseMetadata(text: string | null): ApplicationMetadata | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const url = (value as Record<string, unknown>)['carAdvertisementUrl'];
    return typeof url === 'string' ? { carAdvertisementUrl: url } : {};
  } catch {
    return null;
  }
}

/**
 * The application as spec §3 "Application (read back)" shapes it. `carPrice` is the car's current
 * price in the car flow (null when there is no car or it was deleted).
 */
export function toApplicationRead(row: ApplicationRow, carPrice: number | null): ApplicationRead {
  const personal = row.car_usage === 'personal';
  return {
    id: row.id,
    carAdvertisement: row.car_id !== null && carPrice !== null ? { id: row.car_id, price: carPrice } : null,
    pricing: {
      term: row.term,
      approxMonthlyPayment: money(row.approx_monthly_payment),
      approxBuyout: money(row.approx_buyout),
      fullPrice: money(row.price),
    },
    carUsage: row.car_usage,
    tenantDetails: {
      name: row.name,
      surname: row.surname,
      personalCode: row.personal_code_masked,
      driversLicense: row.drivers_license,
      phoneNumber: row.phone_number,
      email: row.email,
      monthlyIncome: personal ? money(row.monthly_income) : null,
      monthlyExpenses: money(row.monthly_expenses),
      sourceOfIncome: row.source_of_income,
      additionalIncome: money(row.additional_income),
      city: row.city,
      address: row.address,
      companyName: row.company_name,
      companyCode: row.company_code,
    },
    hasGuarantor: row.has_guarantor,
    tenantGuarantor: row.has_guarantor
      ? {
          guarantorNameSurname: row.guarantor_name_surname ?? '',
          guarantorPersonalCode: row.guarantor_personal_code_masked ?? '',
          guarantorPhoneNumber: row.guarantor_phone_number ?? '',
          guarantorEmail: row.guarantor_email ?? '',
          guarantorCity: row.guarantor_city ?? '',
          guarantorAddress: row.guarantor_address ?? '',
        }
      : null,
    legal: { termsAgreed: row.terms_agreed, marketingAgreed: row.marketing_agreed },
    partner: row.partner_slug ? { slug: row.partner_slug } : null,
    metadata: parseMetadata(row.metadata),
  };
}

/** The light as the applicant's bank step and the team see it. */
export interface CreditView {
  light: CreditLight;
  basis: CreditBasis;
  ratio: number | null;
  reasons: CreditReason[];
  scoredAt: string;
}

export function toCreditView(row: ApplicationRow): CreditView {
  return {
    light: row.credit_light,
    basis: row.credit_basis,
    ratio: row.credit_ratio === null ? null : Number(row.credit_ratio),
    reasons: row.credit_reasons,
    scoredAt: new Date(row.scored_at).toISOString(),
  };
}

/** An application as the team reads it (moderation routes): the read-back plus state and light. */
export type TeamApplication = ApplicationRead & {
  /** The car applied for, as the team names it; null in the general flow (or a car since deleted). */
  car: { id: number; slug: string; title: string } | null;
  status: ApplicationStatus;
  pipelineStatus: PipelineStatus;
  passedToOwnerAt: string | null;
  /** The owner's status in their inbox (issue 16); null until they set one. */
  ownerStatus: OwnerLeadStatusView | null;
  credit: CreditView;
  bank: {
    institutionId: string | null;
    /** The bank's name as the applicant chose it; null before a bank was chosen (or before migration 0031). */
    institutionName: string | null;
    attempts: number;
    readAt: string | null;
    summary: Omit<BankSummary, 'transactions'> | null;
    /** The money in of the months read and the obligations that counted, each with why (bank-summary.ts). */
    transactions: BankSummary['transactions'];
    /** Whose accounts were read: a mismatch with the applicant is for the team to see (issue 18, item 3). */
    holder: { names: string[]; matchesApplicant: boolean | null };
  };
  createdAt: string;
  updatedAt: string;
} & Pick<DomainTeamApplication, 'appliedBefore' | 'otherApplications'>; // the same person's other applications (team-view.ts)

export function toTeamApplication(
  row: ApplicationRow,
  carPrice: number | null,
  car: TeamApplication['car'] = null,
  sameApplicant: Pick<TeamApplication, 'appliedBefore' | 'otherApplications'> = { appliedBefore: false, otherApplications: [] },
): TeamApplication {
  return {
    ...toApplicationRead(row, carPrice),
    car,
    status: row.status,
    pipelineStatus: row.pipeline_status,
    passedToOwnerAt: row.passed_to_owner_at === null ? null : new Date(row.passed_to_owner_at).toISOString(),
    ownerStatus: ownerStatusView(row),
    credit: toCreditView(row),
    bank: {
      institutionId: row.bank_institution_id,
      institutionName: row.bank_institution_name,
      attempts: row.bank_attempts,
      readAt: row.bank_read_at === null ? null : new Date(row.bank_read_at).toISOString(),
      ...splitTransactions(row.bank_summary),
      holder: holderOf(row),
    },
    ...sameApplicant,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The holders' names kept at the bank read and whether one of them is the applicant. */
function holderOf(row: ApplicationRow): TeamApplication['bank']['holder'] {
  let names: string[] = [];
  try {
    const parsed: unknown = row.bank_holder_names === null ? [] : JSON.parse(row.bank_holder_names);
    if (Array.isArray(parsed)) names = parsed.filter((name): name is string => typeof name === 'string');
  } catch {
    names = [];
  }
  return { names, matchesApplicant: holderMatchesApplicant(names, { name: row.name, surname: row.surname }) };
}

/** The stored summary without its rows, and the rows apart (summaries made before they were kept have none). */
function splitTransactions(summary: BankSummary | null): Pick<TeamApplication['bank'], 'summary' | 'transactions'> {
  if (!summary) return { summary: null, transactions: [] };
  const { transactions, ...rest } = summary;
  return { summary: rest, transactions: transactions ?? [] };
}

/** The owner's status of a lead (issue 16) as both the owner and the team read it; null until the owner sets one. */
export function ownerStatusView(row: Pick<ApplicationRow, 'owner_status' | 'owner_status_note' | 'owner_status_at'>): OwnerLeadStatusView | null {
  if (row.owner_status === null || row.owner_status_at === null) return null;
  return { status: row.owner_status, note: row.owner_status_note, changedAt: new Date(row.owner_status_at).toISOString() };
}
