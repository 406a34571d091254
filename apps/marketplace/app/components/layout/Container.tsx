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

/** A page section with vertical rhythm. */
export const Section = styled.section<{ $tone?: 'plain' | 'surface' | 'brand' }>`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'surface' ? theme.colors.surface : $tone === 'brand' ? theme.colors.brandSoft : 'transparent'};

  ${media.fromTablet} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${media.fromTablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 720px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Long-form text (terms, privacy policy, articles). */
export const Prose = styled.div`
  max-width: 760px;
  line-height: 1.65;

  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  table {
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space.md};
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${media.fromTablet} {
    font-size: 2.25rem;
  }
`;
