import { Link } from 'react-router';
import { PIPELINE_STATUS_LABELS, SAME_APPLICANT_LIMIT, type TeamApplication } from '@ratai/domain';
import { Badge } from '@ratai/ui';
import { formatDateTime } from '../../lib/format';
import { Card, SectionTitle } from '../layout/Page';

/**
 * The same person (the same personal code) applying again: one person applying twice, or again
 * after a refusal, is one conversation for the team, not two.
 */

const RepeatBadge = () => <Badge tone="warning">Pakartotinė paraiška</Badge>;

/** The list's mark under the applicant's name: the same person applied before. */
export function RepeatMark({ application }: { application: Pick<TeamApplication, 'appliedBefore'> }) {
  if (!application.appliedBefore) return null;
  return (
    <div>
      <RepeatBadge />
    </div>
  );
}

/**
 * Under the record's title, before its status is changed: a pointer to the card below, marked as
 * a repeat when the same person applied before.
 */
export function SameApplicantNotice({ application }: { application: Pick<TeamApplication, 'appliedBefore' | 'otherApplications'> }) {
  if (application.otherApplications.length === 0) return null;
  return (
    <p>
      {application.appliedBefore ? (
        <>
          <RepeatBadge />{' '}
        </>
      ) : null}
      <a href="#kitos-paraiskos">Kitos šio asmens paraiškos</a>
    </p>
  );
}

/** The application page's card: the same person's other applications, newest first, each a link. */
export function SameApplicantCard({ application }: { application: Pick<TeamApplication, 'otherApplications'> }) {
  const others = application.otherApplications;
  if (others.length === 0) return null;
  return (
    <Card aria-labelledby="kitos-paraiskos">
      <SectionTitle id="kitos-paraiskos">Kitos šio asmens paraiškos</SectionTitle>
      <p>
        Rastos pagal tą patį asmens kodą{others.length >= SAME_APPLICANT_LIMIT ? `; rodomos ${SAME_APPLICANT_LIMIT} naujausių` : ''}.
      </p>
      <ul>
        {others.map((other) => (
          <li key={other.id}>
            <Link to={`/paraiskos/${other.id}`}>{formatDateTime(other.createdAt)}</Link>
            {' · '}
            {other.carTitle ?? 'Bendra paraiška'}
            {' · '}
            {PIPELINE_STATUS_LABELS[other.pipelineStatus]}
          </li>
        ))}
      </ul>
    </Card>
  );
}
