import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@ratai/ui';
import { Table } from './Page';

/**
 * The table's own scroll box. Positioned, so that what is absolutely placed inside the table (the
 * visually hidden caption text, centred on a table wider than the screen) is clipped by this box
 * instead of widening the page: without it a 375 px phone scrolled the whole page sideways.
 */
const Scroll = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface ScrollTableProps {
  /** The table's caption; also the name of its scroll region. */
  caption: string;
  /** Show the caption above the rows (default: for screen readers only). */
  showCaption?: boolean;
  /** `<thead>` and `<tbody>`. */
  children: ReactNode;
}

/**
 * Every table of the back office: on a narrow screen it scrolls sideways inside its own box, never
 * the page. The box is a region named by the caption and reachable with Tab, so the arrow keys
 * scroll it too (the marketplace's payment plan does the same).
 */
export function ScrollTable({ caption, showCaption = false, children }: ScrollTableProps) {
  const captionId = useId();
  return (
    <Scroll role="region" tabIndex={0} aria-labelledby={captionId}>
      <Table>
        <caption id={captionId}>{showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}</caption>
        {children}
      </Table>
    </Scroll>
  );
}
