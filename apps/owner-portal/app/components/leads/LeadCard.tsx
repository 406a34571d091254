import { Link } from 'react-router';
import styled from 'styled-components';
import { CAR_USAGE_LABELS, formatDate, formatEuro, type OwnerLeadSummary } from '@ratai/domain';
import { media } from '@ratai/ui';
import { LightBadge, OwnerStatusBadge } from './lead-labels';

const Item = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${media.fromTablet} {
    grid-template-columns: 160px minmax(0, 1fr);
  }
`;

export const Cover = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.sm};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  /* The whole card opens the lead; the heading's link carries the name for screen readers. */
  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  h2 a:focus {
    outline: none;
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The car's picture, or its absence said in words. */
export function LeadCover({ car, eager = false }: { car: OwnerLeadSummary['car']; eager?: boolean }) {
  const src = car?.cover ? (car.cover.formats?.card ?? car.cover.url) : null;
  return <Cover>{src ? <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} /> : <span>Nėra nuotraukos</span>}</Cover>;
}

/**
 * One lead of the inbox: the car, the applicant's name and city, the terms, the light's colour and
 * the owner's status. The contacts are on the lead's page (opening it is recorded).
 */
export function LeadCard({ lead, eager = false }: { lead: OwnerLeadSummary; eager?: boolean }) {
  const name = `${lead.applicant.name} ${lead.applicant.surname}`;
  return (
    <Item aria-label={name}>
      <LeadCover car={lead.car} eager={eager} />
      <Body>
        <h2>
          <Link to={`/paskyra/uzklausos/${encodeURIComponent(lead.id)}`}>{name}</Link>
        </h2>
        <p>{lead.car ? lead.car.title : 'Automobilis ištrintas'}</p>
        <p>
          {lead.term} mėn. · {formatEuro(lead.monthlyPayment)} / mėn. · {CAR_USAGE_LABELS[lead.carUsage]} · {lead.applicant.city}
        </p>
        <Badges>
          <OwnerStatusBadge lead={lead} />
          <LightBadge light={lead.creditLight} />
        </Badges>
        <Muted>Perduota {formatDate(lead.passedAt)}</Muted>
      </Body>
    </Item>
  );
}

/** The inbox's list. */
export const LeadList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;
