import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { Pagination, paginationEntries } from './Pagination';

const hrefFor = (page: number) => `/?carMake=bmw&page=${page}`;

describe('Pagination', () => {
  it("is a nav named 'Puslapiai' with a link per page from hrefFor", () => {
    renderWithTheme(<Pagination page={2} pageCount={4} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Puslapiai' });
    expect(within(nav).getByRole('link', { name: 'Puslapis 1' })).toHaveAttribute('href', '/?carMake=bmw&page=1');
    expect(within(nav).getByRole('link', { name: 'Puslapis 4' })).toHaveAttribute('href', '/?carMake=bmw&page=4');
  });

  it('marks the current page with aria-current="page"', () => {
    renderWithTheme(<Pagination page={2} pageCount={4} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Puslapis 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Puslapis 3' })).not.toHaveAttribute('aria-current');
  });

  it('links previous and next', () => {
    renderWithTheme(<Pagination page={2} pageCount={4} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Ankstesnis puslapis' })).toHaveAttribute('href', '/?carMake=bmw&page=1');
    expect(screen.getByRole('link', { name: 'Kitas puslapis' })).toHaveAttribute('href', '/?carMake=bmw&page=3');
    // The arrows keep their space in a flex link (a plain leading space collapsed: "Kitas›").
    expect(screen.getByRole('link', { name: 'Kitas puslapis' }).textContent).toBe('Kitas puslapis\u00a0›');
    expect(screen.getByRole('link', { name: 'Ankstesnis puslapis' }).textContent).toBe('‹\u00a0Ankstesnis puslapis');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Ankstesnis puslapis' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitas puslapis' })).toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Kitas puslapis' })).not.toBeInTheDocument();
  });

  it('skips far pages with a gap', () => {
    renderWithTheme(<Pagination page={6} pageCount={20} hrefFor={hrefFor} />);
    const numbers = screen
      .getAllByRole('link', { name: /^Puslapis \d+$/ })
      .map((link) => link.textContent?.replace('Puslapis ', ''));
    expect(numbers).toEqual(['1', '5', '6', '7', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithTheme(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('computes the entries', () => {
    expect(paginationEntries(1, 1)).toEqual([1]);
    expect(paginationEntries(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(paginationEntries(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationEntries(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(paginationEntries(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Pagination page={6} pageCount={20} hrefFor={hrefFor} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
