import { CREDIT_LIGHT_LABELS, CREDIT_LIGHT_TITLE, OWNER_LEAD_NEW_LABEL, OWNER_LEAD_STATUS_LABELS, type CreditLight, type OwnerLeadSummary } from '@ratai/domain';
import { Badge, type BadgeTone } from '@ratai/ui';

const LIGHT_TONE: Record<CreditLight, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger' };

/**
 * The credit light's colour as a badge with its name (never colour alone). In a list it says what
 * it is; beside a {@link CREDIT_LIGHT_TITLE} label (`named={false}`) only the colour.
 */
export function LightBadge({ light, named = true }: { light: CreditLight; named?: boolean }) {
  return (
    <Badge tone={LIGHT_TONE[light]}>
      {named ? `${CREDIT_LIGHT_TITLE}: ` : ''}
      {CREDIT_LIGHT_LABELS[light]}
    </Badge>
  );
}

const STATUS_TONE = { contacted: 'info', viewing_booked: 'brand', contract_signed: 'success', declined: 'neutral' } as const;

/** The owner's own status of a lead ('Nauja' until they set one; 'Užbaigta' once the team closed it). */
export function OwnerStatusBadge({ lead }: { lead: Pick<OwnerLeadSummary, 'ownerStatus' | 'closed'> }) {
  const status = lead.ownerStatus?.status;
  return (
    <Badge tone={status ? STATUS_TONE[status] : 'warning'}>
      {status ? OWNER_LEAD_STATUS_LABELS[status] : OWNER_LEAD_NEW_LABEL}
      {lead.closed ? ' · užbaigta' : ''}
    </Badge>
  );
}
