import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { TabNav, articleTabItems } from './TabNav';

const categories = [
  { slug: 'patarimai', name: 'Patarimai' },
  { slug: 'naujienos', name: 'Naujienos' },
];

describe('TabNav', () => {
  it("is a nav of links: 'Visi straipsniai' plus one per category (§2.19)", () => {
    renderWithTheme(<TabNav label="Straipsnių kategorijos" items={articleTabItems(categories)} />);
    const nav = screen.getByRole('navigation', { name: 'Straipsnių kategorijos' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Visi straipsniai', '/straipsniai'],
      ['Patarimai', '/straipsniai/patarimai'],
      ['Naujienos', '/straipsniai/naujienos'],
    ]);
  });

  it('marks the current page with aria-current', () => {
    renderWithTheme(<TabNav label="Straipsnių kategorijos" items={articleTabItems(categories, 'naujienos')} />);
    expect(screen.getByRole('link', { name: 'Naujienos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Visi straipsniai' })).not.toHaveAttribute('aria-current');
  });

  it("marks 'Visi straipsniai' current without a category", () => {
    renderWithTheme(<TabNav label="Straipsnių kategorijos" items={articleTabItems(categories)} />);
    expect(screen.getByRole('link', { name: 'Visi straipsniai' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <TabNav label="Straipsnių kategorijos" items={articleTabItems(categories, 'patarimai')} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
