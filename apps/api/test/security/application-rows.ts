import type { MatrixRow, Role } from './authorization-matrix.spec';
import { applicationMatrixRows } from '../applications/matrix-rows';
import { callbackBody, carRequestBody } from '../leads/helpers';

/**
 * Rows of the visitor-facing routes of issue 4: applications (the access key and the personal code are
 * the proof, not a session), the team's application queue, and the two lead forms.
 */
const same = (status: number): Record<Role, number> => ({ anonymous: status, otherOwner: status, owner: status, team: status });

export const applicationRows: MatrixRow[] = [
  ...applicationMatrixRows,
  {
    route: 'POST /api/email/car-request',
    expect: same(200),
    request: (w) => ({
      method: 'POST',
      url: '/api/email/car-request',
      headers: w.headers,
      remoteAddress: w.remoteAddress,
      payload: carRequestBody(w.catalog.makeId, w.catalog.modelId),
    }),
  },
  {
    route: 'POST /api/email/request',
    expect: same(200),
    request: (w) => ({ method: 'POST', url: '/api/email/request', headers: w.headers, remoteAddress: w.remoteAddress, payload: callbackBody() }),
  },
];
