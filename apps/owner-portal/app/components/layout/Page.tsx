import styled from 'styled-components';
import { media } from '@ratai/ui';

/** The page's centred column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  ${media.fromTablet} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${media.fromTablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 720px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A white panel of content. */
export const Card = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.fromTablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A row of buttons that wraps on small screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
