import type { MatrixRow, Role, World } from './authorization-matrix.spec';
import { applicationForm, multipart } from '../applications/helpers';

/**
 * Rows of the back office's own routes (issue 14): the team only — anonymous 401, every owner
 * 403 — like the rest of /moderation. The review and application routes that predate the back
 * office keep their rows where they were.
 */
const teamOnly = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: 403, owner: 403, team: status });

/** A fresh application of this cell's world, created anonymously (general flow). */
async function newApplication(w: World): Promise<string> {
  const body = await multipart(applicationForm());
  const res = await w.t.app.inject({ method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: body.headers, remoteAddress: w.remoteAddress });
  return res.json<{ id: string }>().id;
}

export const backOfficeRows: MatrixRow[] = [
  {
    route: 'POST /api/moderation/car-applications/:id/status',
    expect: teamOnly(200),
    request: async (w) => ({
      method: 'POST',
      url: `/api/moderation/car-applications/${await newApplication(w)}/status`,
      payload: { status: 'contacted', note: 'Paskambinta pareiškėjui' },
      headers: w.headers,
      remoteAddress: w.remoteAddress,
    }),
  },
  {
    route: 'GET /api/moderation/audit-log',
    expect: teamOnly(200),
    request: (w) => ({ method: 'GET', url: '/api/moderation/audit-log?action=listing.approve', headers: w.headers, remoteAddress: w.remoteAddress }),
  },
];
