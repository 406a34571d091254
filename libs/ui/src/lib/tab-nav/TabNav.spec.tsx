import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { TabNav, articleTabItems, scrollLeftToReveal } from './TabNav';

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

describe('scrollLeftToReveal (bug 10: the current tab scrolled out of view at 375 px)', () => {
  it('leaves a bar alone when the tab is whole in view', () => {
    expect(scrollLeftToReveal({ left: 100, width: 80 }, { scrollLeft: 0, width: 375 })).toBe(0);
    expect(scrollLeftToReveal({ left: 400, width: 80 }, { scrollLeft: 200, width: 375 })).toBe(200);
  });

  it('centres a tab that is off to the right or partly hidden', () => {
    // (600 − (375 − 120) / 2) = 472.5 → 473
    expect(scrollLeftToReveal({ left: 600, width: 120 }, { scrollLeft: 0, width: 375 })).toBe(473);
    expect(scrollLeftToReveal({ left: 300, width: 120 }, { scrollLeft: 0, width: 375 })).toBe(173);
  });

  it('centres a tab off to the left, never below 0', () => {
    expect(scrollLeftToReveal({ left: 50, width: 120 }, { scrollLeft: 300, width: 375 })).toBe(0);
  });
});

describe('TabNav scrolls its own bar to the current tab', () => {
  it('sets the bar’s scrollLeft from the current tab’s position', () => {
    const offsetLeft = jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return this.querySelector('[aria-current="page"]') ? 600 : 0;
    });
    const offsetWidth = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    renderWithTheme(
      <TabNav
        label="Straipsnių kategorijos"
        items={articleTabItems(
          [
            { slug: 'a', name: 'Pirma' },
            { slug: 'b', name: 'Antra' },
            { slug: 'c', name: 'Trečia' },
          ],
          'c',
        )}
      />,
    );
    expect(screen.getByRole('list').scrollLeft).toBe(473);
    offsetLeft.mockRestore();
    offsetWidth.mockRestore();
    clientWidth.mockRestore();
  });
});
