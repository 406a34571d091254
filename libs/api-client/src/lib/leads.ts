import type { CallbackRequestOutput, CarRequestOutput } from '@ratai/validation';
import { api } from './api';

/** Answer of both request forms: the spec's success text (§8) to show. */
export interface LeadResponse {
  ok: true;
  /** 'Laiškas išsiųstas sėkmingai! Netrukus susisieksime su Jumis.' */
  message: string;
}

/**
 * The car request and callback request forms (spec §2.12, §2.13, §7). Bodies are the forms'
 * validated output (`CarRequestSchema`, `CallbackRequestSchema` of @ratai/validation), which the
 * API validates again with the same schemas: the car request's make and model are ids.
 */
export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /email/car-request`. */
    carRequest: build.mutation<LeadResponse, CarRequestOutput>({
      query: (body) => ({ url: '/email/car-request', method: 'POST', body }),
    }),
    /** `POST /email/request` — subject defaults to the consumer-conversion text on the API. */
    callbackRequest: build.mutation<LeadResponse, CallbackRequestOutput>({
      query: (body) => ({ url: '/email/request', method: 'POST', body }),
    }),
  }),
});

export const { useCarRequestMutation, useCallbackRequestMutation } = leadsApi;
