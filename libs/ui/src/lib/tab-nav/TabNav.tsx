import { useEffect, useRef, type ReactNode } from 'react';
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
  position: relative;
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
 * Where a sideways-scrolling bar must scroll so that an item is in view: unchanged when it is
 * already whole in view, else the item centred (clamped at 0). Pixels along the bar.
 */
export function scrollLeftToReveal(item: { left: number; width: number }, view: { scrollLeft: number; width: number }): number {
  const inView = item.left >= view.scrollLeft && item.left + item.width <= view.scrollLeft + view.width;
  if (inView) return view.scrollLeft;
  return Math.max(0, Math.round(item.left - (view.width - item.width) / 2));
}

/**
 * Tabs that are links to pages (the articles' category bar, §2.19): a `<nav>` of links, the
 * current one highlighted with aria-current="page". Works server-rendered and without JavaScript.
 */
export function TabNav({ items, label, className }: TabNavProps) {
  const linkComponent = useLinkComponent();
  const list = useRef<HTMLUListElement>(null);
  const currentHref = items.find((item) => item.current)?.href;

  useEffect(() => {
    // On a phone the bar scrolls sideways: bring the current tab into view (issue 17 bug 10: at
    // 375 px the highlighted category was off screen). Only the bar scrolls, never the page.
    const bar = list.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!bar || !current) return;
    bar.scrollLeft = scrollLeftToReveal(
      { left: current.offsetLeft, width: current.offsetWidth },
      { scrollLeft: bar.scrollLeft, width: bar.clientWidth },
    );
  }, [currentHref]);

  return (
    <nav aria-label={label} className={className}>
      <List ref={list}>
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
