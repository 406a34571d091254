import { Link } from 'react-router';
import styled from 'styled-components';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <Nav aria-label="Naršymo kelias">
      <ol>
        {items.map((item) =>
          item.href ? (
            <li key={item.label}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          ) : (
            <li key={item.label}>
              <span aria-current="page">{item.label}</span>
            </li>
          ),
        )}
      </ol>
    </Nav>
  );
}

/** schema.org BreadcrumbList for the same trail (absolute URLs). */
export function breadcrumbJsonLd(items: readonly Crumb[], siteUrl: string, currentUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: item.href ? `${siteUrl}${item.href}` : currentUrl,
    })),
  };
}
