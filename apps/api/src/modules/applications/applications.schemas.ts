import * as v from 'valibot';
import { CREDIT_LIGHTS, PIPELINE_STATUSES } from '@ratai/domain';
import {
  INVALID_DATA,
  INVALID_VALUE,
  REQUIRED,
  SEARCH_MAX_PAGE,
  applicationIdField,
  numberWithDefault,
  optionalPicklist,
  optionalString,
  requiredText,
} from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import { APPLICATION_STATUSES } from './application-status';

/**
 * Inputs of the application routes that @ratai/validation has no schema for (the spec shows no
 * body for complete-onboarding, and the team's list is ours). Built from the library's field
 * helpers so messages and blank handling match every other form.
 */

/** GoCardless institution ids are NAME_BIC style: letters, digits, underscores, dashes. */
const institutionIdField = requiredText(REQUIRED, v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, INVALID_VALUE)));

/** GET /car-application/gocardless/redirect/{institutionId}/{applicationId}. */
export const BankRedirectParamsSchema = v.object(
  { institutionId: institutionIdField, applicationId: applicationIdField },
  INVALID_DATA,
);

/**
 * POST /car-application/gocardless/complete-onboarding/{id} body (ours; may be empty):
 * `ref` — the `?ref=` the provider appended to the return address, checked against the id;
 * `error` — the provider's `?error=` when the applicant cancelled at the bank.
 */
export const CompleteOnboardingBodySchema = v.object(
  {
    ref: optionalString(300),
    error: optionalString(200),
  },
  INVALID_DATA,
);

/** Longest search text: an e-mail address can be 254 characters. */
export const APPLICATION_SEARCH_MAX = 254;

/**
 * GET /moderation/car-applications?q=&light=&status=&pipeline=&page= (status: the bank step;
 * pipeline: the team's; q: the applicant's name, e-mail, phone or the application's number).
 */
export const TeamApplicationsQuerySchema = v.object(
  {
    q: optionalString(APPLICATION_SEARCH_MAX),
    light: optionalPicklist(CREDIT_LIGHTS, INVALID_VALUE),
    status: optionalPicklist(APPLICATION_STATUSES, INVALID_VALUE),
    pipeline: optionalPicklist(PIPELINE_STATUSES, INVALID_VALUE),
    page: numberWithDefault(1, { integer: true, min: 1, max: SEARCH_MAX_PAGE, invalidMessage: INVALID_VALUE }),
  },
  INVALID_DATA,
);

/** OpenAPI pieces of the applicant's routes (form, lookup, status page, bank step). */
export const applicantTags = ['car-application'];
export const applicantErrors = errorResponses(400, 404, 429);
