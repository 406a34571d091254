import styled from 'styled-components';
import { OWNER_LEAD_STATUS_LABELS, type TeamApplication } from '@ratai/domain';
import { formatDateTime } from '../../lib/format';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What the car's owner marked in their inbox 'Užklausos' (issue 16), and when. It never moves the
 * team's pipeline: an owner's 'Sutartis pasirašyta' or 'Atsisakyta' waits for the team to confirm
 * it with its own status (docs/owner-visibility.md).
 */
export function ownerStatusText(application: Pick<TeamApplication, 'ownerStatus' | 'passedToOwnerAt'>): string | null {
  if (!application.passedToOwnerAt) return null;
  if (!application.ownerStatus) return 'Savininkas dar nepažymėjo';
  return `Savininkas: ${OWNER_LEAD_STATUS_LABELS[application.ownerStatus.status]}`;
}

/** One line for the list: the owner's status and when it changed. */
export function OwnerStatusLine({ application }: { application: Pick<TeamApplication, 'ownerStatus' | 'passedToOwnerAt'> }) {
  const text = ownerStatusText(application);
  if (!text) return null;
  return (
    <div>
      {text}
      {application.ownerStatus ? <Muted> · {formatDateTime(application.ownerStatus.changedAt)}</Muted> : null}
    </div>
  );
}

/** The application page's part: the owner's status, when it changed, and the owner's note. */
export function OwnerStatusDetails({ application }: { application: Pick<TeamApplication, 'ownerStatus' | 'passedToOwnerAt' | 'pipelineStatus'> }) {
  const text = ownerStatusText(application);
  if (!text) return null;
  const owner = application.ownerStatus;
  const awaitsTeam = application.pipelineStatus === 'sent_to_owner' && (owner?.status === 'contract_signed' || owner?.status === 'declined');
  return (
    <div aria-label="Savininko būsena">
      <p>
        <strong>{owner ? `Savininko būsena: ${OWNER_LEAD_STATUS_LABELS[owner.status]}` : 'Savininkas būsenos dar nepažymėjo.'}</strong>
        {owner ? <Muted> · pakeista {formatDateTime(owner.changedAt)}</Muted> : null}
      </p>
      {owner?.note ? <p>Savininko pastaba: {owner.note}</p> : null}
      {awaitsTeam ? <p>Savininko žodis paraiškos būsenos nekeičia: patikrinkite ir pakeiskite ją patys.</p> : null}
    </div>
  );
}
