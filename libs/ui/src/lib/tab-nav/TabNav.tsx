import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ALL_ARTICLES, type ArticleCategory } from '@ratai/domain';
import { useLinkComponent } from '../link/LinkProvider';
import { TabButton } from '../tabs/Tabs';

export interface TabNavItem {
  href: string;
  label: ReactNode;
  /** The page shown now: highlighted and aria-current="page". */
  current?: boolean;
}

export interface TabNavProps {
  items: readonly TabNavItem[];
  /** Names the navigation landmark, e.g. 'Straipsnių kategorijos'. */
  label: string;
  className?: string;
}

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  overflow-x: auto;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.li`
  display: flex;
  flex: none;
`;

const Link = styled(TabButton)`
  display: inline-flex;
  align-items: center;
`;

/**
 * Tabs that are links to pages (the articles' category bar, §2.19): a `<nav>` of links, the
 * current one highlighted with aria-current="page". Works server-rendered and without JavaScript.
 */
export function TabNav({ items, label, className }: TabNavProps) {
  const linkComponent = useLinkComponent();
  return (
    <nav aria-label={label} className={className}>
      <List>
        {items.map((item) => (
          <Item key={item.href}>
            <Link
              as={linkComponent}
              href={item.href}
              $selected={Boolean(item.current)}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </Item>
        ))}
      </List>
    </nav>
  );
}

/**
 * The items of the articles tab bar (§2.19): 'Visi straipsniai' (/straipsniai) and one tab per
 * category (/straipsniai/{slug}); `currentSlug` undefined means all articles.
 */
export function articleTabItems(
  categories: readonly Pick<ArticleCategory, 'slug' | 'name'>[],
  currentSlug?: string,
  basePath = '/straipsniai',
): TabNavItem[] {
  return [
    { href: basePath, label: ALL_ARTICLES, current: currentSlug === undefined },
    ...categories.map((category) => ({
      href: `${basePath}/${category.slug}`,
      label: category.name,
      current: category.slug === currentSlug,
    })),
  ];
}
