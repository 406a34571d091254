import styled, { css } from 'styled-components';
import { useLinkComponent } from '../link/LinkProvider';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page, e.g. the search URL with `page={n}` (§2.3). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark; default 'Puslapiai'. */
  label?: string;
  /** Pages shown on each side of the current one; default 1. */
  siblings?: number;
  className?: string;
}

export type PaginationEntry = number | 'gap';

/**
 * The page numbers to show: the first, the last, the current one with `siblings` on each
 * side, and 'gap' where pages are skipped. A gap never hides a single page (1 … 3 becomes 1 2 3).
 *
 * @example paginationEntries(6, 20) // [1, 'gap', 5, 6, 7, 'gap', 20]
 */
export function paginationEntries(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p += 1) wanted.add(p);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const entries: PaginationEntry[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous === 2) entries.push(p - 1);
    else if (previous !== undefined && p - previous > 2) entries.push('gap');
    entries.push(p);
  });
  return entries;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: 0;
  list-style: none;
`;

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const PageLink = styled.a`
  ${cell}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
  }

  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.onBrand};
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Inert = styled.span`
  ${cell}
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Page links (§2.3) in a `<nav aria-label="Puslapiai">`: previous, numbers with gaps, next; the
 * current page is marked aria-current="page". Every page is a real link from `hrefFor`, so it
 * works server-rendered and without JavaScript. Renders nothing for a single page.
 */
export function Pagination({ page, pageCount, hrefFor, label = 'Puslapiai', siblings = 1, className }: PaginationProps) {
  const linkComponent = useLinkComponent();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  return (
    <nav aria-label={label} className={className}>
      <List>
        <li>
          {current > 1 ? (
            <PageLink as={linkComponent} href={hrefFor(current - 1)} rel="prev">
              <span aria-hidden="true">{'‹\u00a0'}</span>Ankstesnis<VisuallyHidden> puslapis</VisuallyHidden>
            </PageLink>
          ) : (
            <Inert aria-hidden="true">‹ Ankstesnis</Inert>
          )}
        </li>
        {paginationEntries(current, pageCount, siblings).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`}>
              <Inert>…</Inert>
            </li>
          ) : (
            <li key={entry}>
              <PageLink
                as={linkComponent}
                href={hrefFor(entry)}
                aria-current={entry === current ? 'page' : undefined}
              >
                <VisuallyHidden>Puslapis </VisuallyHidden>
                {entry}
              </PageLink>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <PageLink as={linkComponent} href={hrefFor(current + 1)} rel="next">
              Kitas<VisuallyHidden> puslapis</VisuallyHidden>
              {/* A no-break space: a flex item's leading plain space collapses ("Kitas›"). */}
              <span aria-hidden="true">{'\u00a0›'}</span>
            </PageLink>
          ) : (
            <Inert aria-hidden="true">Kitas ›</Inert>
          )}
        </li>
      </List>
    </nav>
  );
}
