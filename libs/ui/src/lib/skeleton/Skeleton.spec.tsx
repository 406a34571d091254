import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { Skeleton, SkeletonGroup, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton width="120px" height="24px" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '120px', height: '24px' });
  });

  it("is announced once as 'Kraunama...' inside a SkeletonGroup", () => {
    renderWithTheme(
      <SkeletonGroup>
        <SkeletonText lines={3} />
        <Skeleton rounded width="80px" />
      </SkeletonGroup>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Kraunama...');
  });

  it('stops the shimmer under prefers-reduced-motion', () => {
    renderWithTheme(<Skeleton />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('');
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\s*\{[^}]*animation:\s*none/);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <SkeletonGroup>
        <SkeletonText />
      </SkeletonGroup>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
