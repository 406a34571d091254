import * as v from 'valibot';
import { APPLICANT_STATUSES, CAR_USAGES, CREDIT_LIGHTS, OWNER_LEAD_STATUSES, PIPELINE_STATUSES, SAME_APPLICANT_LIMIT } from '@ratai/domain';
import { dateTime, described, int, Pagination } from '../../http/responses';
import { APPLICATION_STATUSES, CREDIT_BASES, CREDIT_REASON_CODES } from './application-status';

/** Response schemas of the application routes (spec §3 "Application (read back)" and ours). */

const masked = () => described(v.string(), 'Masked: first digit, then *');

const Institution = v.object({ id: v.string(), name: v.string(), bic: v.string(), logo: v.string() });

export const CreateApplicationResponse = described(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    institutions: v.optional(v.array(Institution)),
    error: v.optional(v.object({ message: v.string() })),
    accessKey: v.optional(
      described(v.string(), 'Create only: the key to this application (X-Application-Key header of update, bank step and lookup); answered once'),
    ),
  }),
  'With error.message (and no institutions) when the application was saved but the bank list could not be loaded.',
);

const Guarantor = v.object({
  guarantorNameSurname: v.string(),
  guarantorPersonalCode: masked(),
  guarantorPhoneNumber: v.string(),
  guarantorEmail: v.string(),
  guarantorCity: v.string(),
  guarantorAddress: v.string(),
});

const applicationReadEntries = {
  id: v.string(),
  carAdvertisement: v.nullable(v.object({ id: int(), price: v.number() })),
  pricing: v.object({ term: int(), approxMonthlyPayment: v.number(), approxBuyout: v.number(), fullPrice: v.number() }),
  carUsage: v.picklist(CAR_USAGES),
  tenantDetails: v.object({
    name: v.string(),
    surname: v.string(),
    personalCode: masked(),
    driversLicense: v.string(),
    phoneNumber: v.string(),
    email: v.string(),
    monthlyIncome: v.nullable(v.number()),
    monthlyExpenses: v.number(),
    sourceOfIncome: v.nullable(v.string()),
    additionalIncome: v.number(),
    city: v.string(),
    address: v.string(),
    companyName: v.nullable(v.string()),
    companyCode: v.nullable(v.string()),
  }),
  hasGuarantor: v.boolean(),
  tenantGuarantor: v.nullable(Guarantor),
  legal: v.object({ termsAgreed: v.boolean(), marketingAgreed: v.boolean() }),
  partner: v.nullable(v.object({ slug: v.string() })),
  metadata: v.nullable(v.object({ carAdvertisementUrl: v.optional(v.string()) })),
};

/** Spec §3 "Application (read back)". */
export const ApplicationReadResponse = v.object(applicationReadEntries);

/** The applicant's status page (issue 17): only what the page shows, no personal data. */
export const ApplicantStatusResponse = v.object({
  id: v.string(),
  status: described(
    v.picklist(APPLICANT_STATUSES),
    "The applicant's status, mapped from the team's pipeline in @ratai/domain (docs/applicant-status.md): new → received, contacted → assessing, sent_to_owner → passed_to_owner, contract_signed, declined and withdrawn → declined",
  ),
  submittedAt: dateTime(),
  car: v.nullable(v.object({ title: v.string(), slug: v.string() })),
  carAdvertisementUrl: v.nullable(v.string()),
  pricing: v.object({ term: int(), approxMonthlyPayment: v.number() }),
  bankStep: described(
    v.nullable(v.object({ institutions: v.array(Institution) })),
    'While the bank can still be connected (accounts not read, attempts left, the team has not passed the application on or closed it): ' +
      "the banks to choose from (empty when the provider's list could not be read just now). Null otherwise.",
  ),
});

const Reasons = v.array(v.object({ code: v.picklist(CREDIT_REASON_CODES), message: v.string() }));

export const BankStepResultResponse = v.object({
  id: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  light: v.picklist(CREDIT_LIGHTS),
  basis: v.picklist(CREDIT_BASES),
  reasons: Reasons,
});

export const BankRedirectResponse = v.object({ redirectUrl: v.string() });

const Transaction = v.object({
  date: v.string(),
  amount: v.number(),
  currency: v.string(),
  counterparty: v.nullable(v.string()),
  description: v.string(),
  kind: v.string(),
  counted: v.boolean(),
  note: v.string(),
});

/** An application as the team sees it: the read-back plus status, credit light and bank data. */
export const TeamApplicationResponse = v.object({
  ...applicationReadEntries,
  car: v.nullable(v.object({ id: int(), slug: v.string(), title: v.string() })),
  status: v.picklist(APPLICATION_STATUSES),
  pipelineStatus: described(v.picklist(PIPELINE_STATUSES), "The team's pipeline: new → contacted → sent_to_owner → contract_signed, or declined / withdrawn"),
  passedToOwnerAt: v.nullable(dateTime()),
  ownerStatus: described(
    v.nullable(v.object({ status: v.picklist(OWNER_LEAD_STATUSES), note: v.nullable(v.string()), changedAt: dateTime() })),
    "The status the car's owner set in their inbox 'Užklausos' (issue 16), its optional note and when; null until set",
  ),
  credit: v.object({
    light: v.picklist(CREDIT_LIGHTS),
    basis: v.picklist(CREDIT_BASES),
    ratio: v.nullable(v.number()),
    reasons: Reasons,
    scoredAt: dateTime(),
  }),
  bank: v.object({
    institutionId: v.nullable(v.string()),
    institutionName: described(v.nullable(v.string()), 'the bank as the applicant chose it ("Swedbank"); null before a bank was chosen'),
    attempts: int(),
    readAt: v.nullable(dateTime()),
    summary: described(
      v.nullable(v.record(v.string(), v.unknown())),
      'Monthly regular income, obligations and overdraft days; income categories (docs/credit-light.md)',
    ),
    transactions: described(
      v.array(Transaction),
      'Money in of the months read and the obligations that counted, each with why (not) — personal codes masked',
    ),
    holder: described(
      v.object({ names: v.array(v.string()), matchesApplicant: v.nullable(v.boolean()) }),
      "The account holders' names from the bank read and whether one is the applicant (null: no read, or no name given)",
    ),
  }),
  appliedBefore: described(v.boolean(), 'The same person (the same personal code) sent an application before this one'),
  otherApplications: described(
    v.array(v.object({ id: v.string(), createdAt: dateTime(), pipelineStatus: v.picklist(PIPELINE_STATUSES), carTitle: v.nullable(v.string()) })),
    `The same person's other applications (the same personal code), newest first, at most ${SAME_APPLICANT_LIMIT}`,
  ),
  createdAt: dateTime(),
  updatedAt: dateTime(),
});

export const TeamApplicationListResponse = v.object({ data: v.array(TeamApplicationResponse), meta: v.object({ pagination: Pagination }) });

/** One change of the pipeline, with the note the team wrote. */
const PipelineChange = v.object({
  from: v.nullable(v.picklist(PIPELINE_STATUSES)),
  to: v.picklist(PIPELINE_STATUSES),
  note: v.string(),
  actor: v.object({ id: int(), email: v.string() }),
  createdAt: dateTime(),
});

/** One application as its page reads it: with the pipeline's history, oldest first. */
export const TeamApplicationDetailResponse = v.object({ ...TeamApplicationResponse.entries, pipelineHistory: v.array(PipelineChange) });
