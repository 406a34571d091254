import type {
  ApplicantStatusView,
  ApplicationCreateResponse,
  ApplicationStatus,
  ApplicationId,
  ApplicationRead,
  BankRedirectResponse,
} from '@ratai/domain';
import { api } from './api';
import { segment, unwrapItem } from './response';

/** The `{bank-provider}` segment of the bank step's paths (spec §7; GoCardless, DESIGN.md). */
export const BANK_PROVIDER = 'gocardless';

/**
 * The header that carries an application's access key (issue 18, item 3): the create answer's
 * `accessKey`. Update, the bank step and the lookup need it; the id alone opens nothing.
 */
export const APPLICATION_KEY_HEADER = 'X-Application-Key';

const keyHeader = (accessKey: string | undefined) => (accessKey ? { [APPLICATION_KEY_HEADER]: accessKey } : undefined);

/** Arguments of the lookup: the application's id, its access key and the last four digits of the personal code. */
export interface GetApplicationArgs {
  id: ApplicationId;
  last4: string;
  accessKey: string;
}

/**
 * Arguments of complete-onboarding: the id alone, or with what the provider appended to the
 * wizard's return address (`ref`, and `error` when the applicant cancelled at a real bank).
 */
export type CompleteOnboardingArgs = ApplicationId | { id: ApplicationId; ref?: string; error?: string; accessKey?: string };

/**
 * The bank step's result (our shape; the spec shows none): the status after the bank step and the
 * preliminary light with its basis and reasons. The wizard shows the applicant what happens next;
 * the light itself is for the team.
 */
export interface CompleteOnboardingResponse {
  id: ApplicationId;
  status: ApplicationStatus;
  light: 'green' | 'yellow' | 'red';
  basis: 'declared' | 'bank';
  reasons: { code: string; message?: string }[];
}

/** Arguments of the bank redirect. */
export interface BankRedirectArgs {
  institutionId: string;
  applicationId: ApplicationId;
  accessKey: string;
}

/**
 * Rental applications (spec §2.9, §2.10, §4 application flow, §7). Create and update take the
 * multipart form (build it with `toFormData`; `carFeatures` left out when empty). Their answer
 * may carry `error.message` with status 200: the form then stays with a danger banner (spec §8),
 * so check `data.error` as well as the call's own error.
 */
export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /car-application/create` — multipart; answers `{ id, institutions }` for the bank step. */
    createApplication: build.mutation<ApplicationCreateResponse, FormData>({
      query: (form) => ({ url: '/car-application/create', method: 'POST', body: form }),
    }),

    /** `PUT /car-application/update/{id}` — when an application already exists (spec §4). */
    updateApplication: build.mutation<ApplicationCreateResponse, { id: ApplicationId; form: FormData; accessKey: string }>({
      query: ({ id, form, accessKey }) => ({ url: `/car-application/update/${segment(id)}`, method: 'PUT', body: form, headers: keyHeader(accessKey) }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Application', id }],
    }),

    /** `GET /car-application/get-application/{id}/{last4}` — the lookup (rate limited by the API). */
    getApplication: build.query<ApplicationRead, GetApplicationArgs>({
      query: ({ id, last4, accessKey }) => ({ url: `/car-application/get-application/${segment(id)}/${segment(last4)}`, headers: keyHeader(accessKey) }),
      transformResponse: (body: unknown) => unwrapItem<ApplicationRead>(body),
      providesTags: (_result, _error, { id }) => [{ type: 'Application', id }],
      // The answer holds personal data: do not keep it after the lookup screen is gone.
      keepUnusedDataFor: 0,
    }),

    /**
     * `GET /car-application/status/{id}` — the applicant's status page (issue 17): the access key
     * alone opens it; no personal data in the answer.
     */
    getApplicantStatus: build.query<ApplicantStatusView, { id: ApplicationId; accessKey: string }>({
      query: ({ id, accessKey }) => ({ url: `/car-application/status/${segment(id)}`, headers: keyHeader(accessKey) }),
      transformResponse: (body: unknown) => unwrapItem<ApplicantStatusView>(body),
      providesTags: (_result, _error, { id }) => [{ type: 'Application', id }],
    }),

    /**
     * `GET /car-application/gocardless/redirect/{institutionId}/{applicationId}` → `{ redirectUrl }`;
     * the browser goes there. A mutation although it is a GET: each call starts a new bank consent,
     * so it must never be cached or refetched on its own.
     */
    bankRedirect: build.mutation<BankRedirectResponse, BankRedirectArgs>({
      query: ({ institutionId, applicationId, accessKey }) => ({
        url: `/car-application/${BANK_PROVIDER}/redirect/${segment(institutionId)}/${segment(applicationId)}`,
        headers: keyHeader(accessKey),
      }),
    }),

    /** `POST /car-application/gocardless/complete-onboarding/{id}` — after the applicant returns from the bank. */
    completeOnboarding: build.mutation<CompleteOnboardingResponse, CompleteOnboardingArgs>({
      query: (args) => {
        const { id, accessKey, ...body } = typeof args === 'string' ? { id: args, accessKey: undefined } : args;
        const url = `/car-application/${BANK_PROVIDER}/complete-onboarding/${segment(id)}`;
        const headers = keyHeader(accessKey);
        // No body at all when there is nothing to send (an empty JSON body is Fastify's 400).
        const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== ''));
        return Object.keys(fields).length > 0 ? { url, method: 'POST', body: fields, headers } : { url, method: 'POST', headers };
      },
      invalidatesTags: (_result, _error, args) => [{ type: 'Application', id: typeof args === 'string' ? args : args.id }],
    }),
  }),
});

export const {
  useCreateApplicationMutation,
  useUpdateApplicationMutation,
  useGetApplicationQuery,
  useLazyGetApplicationQuery,
  useGetApplicantStatusQuery,
  useBankRedirectMutation,
  useCompleteOnboardingMutation,
} = applicationsApi;
