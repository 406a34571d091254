import styled from 'styled-components';
import { media } from '@ratai/ui';

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

/** A table of the back office, full width of its box; inside `ScrollTable`, which lets it scroll sideways. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

/**
 * Label–value pairs of a record (every field of a listing, an application). A label above its value
 * on a phone (beside it the value had some 50 px and broke an e-mail into four lines), side by
 * side from a tablet up.
 */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }

  ${media.fromTablet} {
    grid-template-columns: minmax(140px, 220px) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

    dd {
      margin: 0;
    }
  }
`;

/** A row of filters above a list. */
export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  > * {
    min-width: 200px;
  }
`;

/** Text that must not wrap (dates in a list). */
export const NoWrap = styled.span`
  white-space: nowrap;
`;

/** A heading inside a card, below other content. */
export const SubTitle = styled.h3`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
