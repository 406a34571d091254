import type { AuditAction, AuditEntry, Paginated } from '@ratai/domain';
import { api } from './api';

/** Filters of the audit log: the team member's e-mail, the action, calendar days (Vilnius), the page. */
export interface AuditLogQuery {
  actor?: string;
  action?: AuditAction;
  /** YYYY-MM-DD, included. */
  from?: string;
  /** YYYY-MM-DD, included. */
  to?: string;
  page?: number;
}

/** The back office's own reads (issue 14); the `team` role only. */
export const backOfficeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /moderation/audit-log?actor=&action=&from=&to=&page=` — newest first, 50 a page. */
    auditLog: build.query<Paginated<AuditEntry>, AuditLogQuery | void>({
      query: (query) => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
        const text = params.toString();
        return text ? `/moderation/audit-log?${text}` : '/moderation/audit-log';
      },
      // Every team action invalidates 'Moderation', so the log shows it at once.
      providesTags: ['Moderation'],
    }),
  }),
});

export const { useAuditLogQuery } = backOfficeApi;
