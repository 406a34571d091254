import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { Chip, ChipList } from './Chip';

describe('Chip', () => {
  it("is removed with a button named 'Pašalinti {label}'", async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderWithTheme(<Chip label="Markė: BMW" onRemove={onRemove} />);
    expect(screen.getByText('Markė: BMW')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pašalinti Markė: BMW' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('is removed from the keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderWithTheme(<Chip label="Kuro tipas: Dyzelinas" onRemove={onRemove} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pašalinti Kuro tipas: Dyzelinas' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no remove control when not removable (the price chips, §2.2)', () => {
    renderWithTheme(<Chip label="Kaina nuo: 2 000 €" removable={false} onRemove={jest.fn()} />);
    expect(screen.getByText('Kaina nuo: 2 000 €')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('can remove with a link (works without JavaScript)', () => {
    renderWithTheme(<Chip label="Markė: BMW" removeHref="/?page=1" />);
    expect(screen.getByRole('link', { name: 'Pašalinti Markė: BMW' })).toHaveAttribute('href', '/?page=1');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <ChipList>
        <Chip label="Markė: BMW" onRemove={jest.fn()} />
        <Chip label="Tinka pavėžėjams: Taip" removeHref="/" />
        <Chip label="Kaina iki: 25 000 €" removable={false} />
      </ChipList>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
