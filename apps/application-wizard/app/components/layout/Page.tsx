import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@ratai/ui';

export const Container = styled.div`
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  ${media.fromTablet} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.fromTablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** A page of the wizard: title, lead and the card holding the form or answer. */
export function WizardPage({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <Section>
      <Container>
        <PageTitle>{title}</PageTitle>
        {lead ? <Lead>{lead}</Lead> : null}
        <Card>{children}</Card>
      </Container>
    </Section>
  );
}
