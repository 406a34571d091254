import { PIPELINE_STATUSES } from './back-office';
import {
  APPLICANT_STATUSES,
  APPLICANT_STATUS_EXPLANATIONS,
  APPLICANT_STATUS_LABELS,
  APPLICANT_STATUS_NEXT,
  APPLICANT_STATUS_STEPS,
  applicantStatusOf,
} from './applicant-status';

describe('the applicant\'s status (issue 17, status page)', () => {
  it('maps every pipeline status to one of the five the applicant sees', () => {
    expect(PIPELINE_STATUSES.map((status) => [status, applicantStatusOf(status)])).toEqual([
      ['new', 'received'],
      ['contacted', 'assessing'],
      ['sent_to_owner', 'passed_to_owner'],
      ['contract_signed', 'contract_signed'],
      ['declined', 'declined'],
      ['withdrawn', 'declined'],
    ]);
  });

  it('names the five as issue 17 does, each with an explanation and a next step', () => {
    expect(APPLICANT_STATUSES.map((status) => APPLICANT_STATUS_LABELS[status])).toEqual([
      'Gauta',
      'Vertinama',
      'Perduota savininkui',
      'Sutartis pasirašyta',
      'Atmesta',
    ]);
    for (const status of APPLICANT_STATUSES) {
      expect(APPLICANT_STATUS_EXPLANATIONS[status]).toMatch(/\S\.$|!$/);
      expect(APPLICANT_STATUS_NEXT[status]).toMatch(/\S\.$/);
    }
  });

  it('every status but "declined" is a step of the progress list, in pipeline order', () => {
    expect(APPLICANT_STATUS_STEPS).toEqual(APPLICANT_STATUSES.filter((status) => status !== 'declined'));
  });
});
