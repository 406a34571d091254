import type { ApplicationId, BankInstitution } from './entities';
import type { PipelineStatus } from './back-office';

/**
 * What the applicant sees of their application's progress (issue 17, the status page): five
 * statuses, each with a plain explanation and what happens next. The team works a finer pipeline
 * (`PIPELINE_STATUSES`, back-office.ts); THIS file is the one place that says which of the team's
 * statuses the applicant sees as which (docs/applicant-status.md explains the choice).
 */
export const APPLICANT_STATUSES = ['received', 'assessing', 'passed_to_owner', 'contract_signed', 'declined'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/**
 * The team's pipeline status → the applicant's. `withdrawn` (the team closed the application
 * because the applicant gave it up or stopped answering) is shown as 'Atmesta': to the applicant
 * both mean the same thing — this application will not go on — and the explanation says both.
 */
export const APPLICANT_STATUS_OF_PIPELINE: Record<PipelineStatus, ApplicantStatus> = {
  new: 'received',
  contacted: 'assessing',
  sent_to_owner: 'passed_to_owner',
  contract_signed: 'contract_signed',
  declined: 'declined',
  withdrawn: 'declined',
};

export const applicantStatusOf = (pipeline: PipelineStatus): ApplicantStatus => APPLICANT_STATUS_OF_PIPELINE[pipeline];

/** The five statuses' names (issue 17 names them). */
export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = {
  received: 'Gauta',
  assessing: 'Vertinama',
  passed_to_owner: 'Perduota savininkui',
  contract_signed: 'Sutartis pasirašyta',
  declined: 'Atmesta',
};

/** What the status means, in plain words (ours). */
export const APPLICANT_STATUS_EXPLANATIONS: Record<ApplicantStatus, string> = {
  received: 'Paraišką gavome. Ji laukia, kol ją peržiūrės mūsų konsultantas.',
  assessing: 'Konsultantas peržiūri Jūsų paraišką: tikriname pateiktus duomenis ir, jei reikia, susisiekiame su Jumis.',
  passed_to_owner: 'Paraišką įvertinome ir perdavėme automobilio savininkui. Jis sprendžia, ar sudaryti su Jumis nuomos sutartį.',
  contract_signed: 'Išperkamosios nuomos sutartis pasirašyta. Sveikiname!',
  declined: 'Šios paraiškos toliau nesvarstome: ji atmesta arba atsiimta.',
};

/** What happens next (ours). */
export const APPLICANT_STATUS_NEXT: Record<ApplicantStatus, string> = {
  received: 'Per 1 darbo dieną konsultantas Jums paskambins arba parašys.',
  assessing: 'Jei trūks duomenų, konsultantas su Jumis susisieks. Įvertinę paraišką, ją perduosime automobilio savininkui.',
  passed_to_owner: 'Savininkas arba mūsų konsultantas su Jumis susisieks dėl sutarties ir automobilio perdavimo.',
  contract_signed: 'Automobilio perdavimo laiką ir vietą suderinsite su savininku. Įmokas mokėkite pagal sutartyje nurodytą grafiką.',
  declined: 'Galite pateikti naują paraišką kitam automobiliui. Jei turite klausimų, susisiekite su mumis.',
};

/** The happy path in order, for the page's progress list ('Atmesta' stands outside it). */
export const APPLICANT_STATUS_STEPS: readonly ApplicantStatus[] = ['received', 'assessing', 'passed_to_owner', 'contract_signed'];

/**
 * The applicant's status page's answer (`GET /car-application/status/{id}` with the access key):
 * only what the page shows — no names, no contacts, no personal codes.
 */
export interface ApplicantStatusView {
  id: ApplicationId;
  status: ApplicantStatus;
  /** ISO date-time the application was made. */
  submittedAt: string;
  /** The car of the car flow (null in the general and partner flows, or when the car was deleted). */
  car: { title: string; slug: string } | null;
  /** The partner flow's car advertisement link (null otherwise). */
  carAdvertisementUrl: string | null;
  pricing: { term: number; approxMonthlyPayment: number };
  /**
   * The bank step, while it can still be taken (the accounts not read yet, attempts left, the
   * application neither passed on nor closed): an applicant who left it — closed the tab, or came
   * back from the bank in another browser — connects the bank from here instead of applying again.
   * `institutions` is empty when the provider's list could not be read just now. Null otherwise.
   */
  bankStep: { institutions: BankInstitution[] } | null;
}
