import * as v from 'valibot';
import { LEAD_KINDS, LEAD_STATUSES, type TeamLead, type TeamLeadDetail } from '@ratai/domain';
import { dateTime, described, int, listOf, type Equal } from '../../http/responses';

/** The team's view of a lead (GET /moderation/leads, /{id}); checked against TeamLead of @ratai/domain. */
export const TeamLeadResponse = v.object({
  id: int(),
  kind: v.picklist(LEAD_KINDS),
  status: v.picklist(LEAD_STATUSES),
  name: v.nullable(v.string()),
  phone: described(v.string(), 'the visitor’s phone, +370XXXXXXXX; the team’s routes only'),
  email: v.nullable(v.string()),
  car: v.nullable(
    v.object({
      make: v.string(),
      model: v.string(),
      modelYear: int(),
      price: described(v.tuple([int(), int()]), 'price range from–to, €'),
    }),
  ),
  subject: v.nullable(v.string()),
  lastNote: v.nullable(v.string()),
  createdAt: dateTime(),
  statusChangedAt: v.nullable(dateTime()),
});

const LeadStatusChangeResponse = v.object({
  from: v.picklist(LEAD_STATUSES),
  to: v.picklist(LEAD_STATUSES),
  note: v.string(),
  actor: v.object({ id: int(), email: v.string() }),
  createdAt: dateTime(),
});

export const TeamLeadDetailResponse = v.object({ ...TeamLeadResponse.entries, history: v.array(LeadStatusChangeResponse) });
export const TeamLeadsResponse = listOf(TeamLeadResponse);

const sameLead: Equal<v.InferOutput<typeof TeamLeadResponse>, TeamLead> = true;
const sameDetail: Equal<v.InferOutput<typeof TeamLeadDetailResponse>, TeamLeadDetail> = true;
void sameLead;
void sameDetail;
