import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Alert, media } from '@ratai/ui';
import type { LeadStatus } from './useLeadSubmit';

const Card = styled.div<{ $roomy: boolean }>`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ $roomy }) =>
    $roomy &&
    css`
      ${media.fromTablet} {
        padding: ${({ theme }) => theme.space.xl};
      }
    `}
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface LeadFormCardProps {
  /** The heading's id, for the form's aria-labelledby. */
  titleId: string;
  title: string;
  subtitle: string;
  /** The outcome banner from useLeadSubmit. */
  status: LeadStatus;
  statusId?: string;
  /** More padding from tablet width up. */
  roomy?: boolean;
  children: ReactNode;
}

/** The card of a request form: heading, subtitle, the outcome banner and the form itself. */
export function LeadFormCard({ titleId, title, subtitle, status, statusId, roomy = false, children }: LeadFormCardProps) {
  return (
    <Card $roomy={roomy}>
      <Title id={titleId}>{title}</Title>
      <Subtitle>{subtitle}</Subtitle>
      {status ? (
        <Alert type={status.type} id={statusId}>
          {status.message}
        </Alert>
      ) : null}
      {children}
    </Card>
  );
}
