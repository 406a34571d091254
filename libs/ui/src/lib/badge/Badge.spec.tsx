import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { REVIEW_STATUS_LABELS } from '@ratai/domain';
import { renderWithTheme } from '../../test-utils';
import { Badge, TaxiBadge } from './Badge';

describe('Badge', () => {
  it('shows its text', () => {
    renderWithTheme(<Badge tone="warning">{REVIEW_STATUS_LABELS.pending}</Badge>);
    expect(screen.getByText('Laukia patvirtinimo')).toBeInTheDocument();
  });

  it("has a taxi variant reading 'Tinka pavėžėjams'", () => {
    renderWithTheme(<TaxiBadge />);
    expect(screen.getByText('Tinka pavėžėjams')).toHaveStyle({ color: '#ffffff', backgroundColor: '#0f5f5a' });
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <p>
        <Badge>Naujas</Badge> <Badge tone="success">Patvirtintas</Badge> <Badge tone="danger">Atmestas</Badge>{' '}
        <Badge tone="info">Info</Badge> <TaxiBadge />
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
