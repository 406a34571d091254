import type { ApplicationId } from '@ratai/domain';
import type { ApplicationFormValues } from '../components/application/application-form-values';
import type { ApplicationFlow } from './application-flow';
import { isAccessKey } from './access-key';

/**
 * The application this browser tab already submitted in a flow, kept in `sessionStorage` (issue
 * 17 bug 9). The bank step leaves the wizard for the bank's pages; Back from there loads the
 * wizard afresh, and without this the form came back half refilled by the browser and a new
 * submit created a second application. With it the wizard knows the id (the next submit is an
 * update, spec §4 "If an application already exists it is updated instead of created") and puts
 * the typed values back.
 *
 * Privacy: `sessionStorage` lives in this tab only and ends with it; the personal codes are not
 * kept (the applicant types them again, and the API accepts the update only with the same code),
 * and the thank-you page clears everything.
 */

const PREFIX = 'ratai.paraiska.';

/** What is kept: every field but the personal codes and the rental period (that comes fresh). */
export type SavedValues = Omit<
  ApplicationFormValues,
  'personalCode' | 'guarantorPersonalCode' | 'term' | 'price' | 'approxMonthlyPayment' | 'approxBuyout'
>;

export interface SavedApplication {
  id: ApplicationId;
  /** The application's access key (lib/access-key.ts): the update and the bank step need it. */
  accessKey: string;
  values: SavedValues;
}

/** One key per flow: another car, the general form or another partner is another application. */
export function flowKey(flow: ApplicationFlow): string {
  if (flow.kind === 'car') return `${PREFIX}car.${flow.carId}`;
  if (flow.kind === 'partner') return `${PREFIX}partner.${flow.partnerSlug}`;
  return `${PREFIX}general`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the wizard works as before
  }
}

/** The values to keep: the typed ones without the personal codes and the rental period. */
export function valuesToSave(values: ApplicationFormValues): SavedValues {
  const {
    personalCode: _code,
    guarantorPersonalCode: _guarantorCode,
    term: _term,
    price: _price,
    approxMonthlyPayment: _payment,
    approxBuyout: _buyout,
    ...kept
  } = values;
  return kept;
}

export function saveApplication(flow: ApplicationFlow, saved: SavedApplication): void {
  try {
    storage()?.setItem(flowKey(flow), JSON.stringify(saved));
  } catch {
    // full or disabled storage: nothing kept
  }
}

export function loadApplication(flow: ApplicationFlow): SavedApplication | null {
  try {
    const text = storage()?.getItem(flowKey(flow));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<SavedApplication>;
    // Without its key a kept application cannot be updated: a new submit creates a new one.
    if (typeof parsed.id !== 'string' || !isAccessKey(parsed.accessKey) || typeof parsed.values !== 'object' || parsed.values === null) return null;
    return { id: parsed.id, accessKey: parsed.accessKey, values: parsed.values };
  } catch {
    return null;
  }
}

/** Forgets every kept application of this tab (the thank-you page: the application is done). */
export function clearSavedApplications(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // nothing to clear
  }
}
