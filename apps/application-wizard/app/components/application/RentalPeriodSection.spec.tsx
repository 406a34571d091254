import { render, screen, within } from '@testing-library/react';
import { RataiThemeProvider } from '@ratai/ui';
import { RentalPeriodSummary } from './RentalPeriodSection';

const summary = () => screen.getByLabelText('Nuomos laikotarpio suvestinė');

describe('RentalPeriodSummary (spec §2.9)', () => {
  it('shows the term in months, the monthly payment in € and the total price when above 0', () => {
    render(
      <RataiThemeProvider globalStyle={false}>
        <RentalPeriodSummary term={36} payment={289} price={12500} />
      </RataiThemeProvider>,
    );
    expect(within(summary()).getByText('36 mėn.')).toBeInTheDocument();
    expect(within(summary()).getByText(/^289\s€ \/ mėn\.$/)).toBeInTheDocument();
    expect(within(summary()).getByText('Automobilio kaina')).toBeInTheDocument();
    expect(within(summary()).getByText(/^12\s500\s€$/)).toBeInTheDocument();
  });

  it('leaves the total price out when it is 0', () => {
    render(
      <RataiThemeProvider globalStyle={false}>
        <RentalPeriodSummary term={24} payment={113} price={0} />
      </RataiThemeProvider>,
    );
    expect(within(summary()).queryByText('Automobilio kaina')).not.toBeInTheDocument();
  });
});
