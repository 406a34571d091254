import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { CarSlider } from './CarSlider';

/**
 * jsdom has no layout, so embla would measure every slide as 0 px wide and find one scroll
 * position. Fake a 600 px viewport and 300 px slides: two per view, three positions.
 */
const layout = {
  offsetWidth(this: HTMLElement) {
    return this.getAttribute('aria-roledescription') === 'skaidrė' ? 300 : 600;
  },
  offsetLeft(this: HTMLElement) {
    if (this.getAttribute('aria-roledescription') !== 'skaidrė') return 0;
    return Array.from(this.parentElement?.children ?? []).indexOf(this) * 300;
  },
};
const originals = {
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
  offsetLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft'),
};

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: layout.offsetWidth });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', { configurable: true, get: layout.offsetLeft });
});

afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

const cars = ['BMW 320d', 'Audi A4', 'Toyota Prius', 'Škoda Octavia', 'VW Passat', 'Opel Astra'];

function renderSlider() {
  return renderWithTheme(
    <CarSlider label="Naujausi automobiliai">
      {cars.map((car) => (
        <a key={car} href={`/automobilio-nuoma/${car}`}>
          {car}
        </a>
      ))}
    </CarSlider>,
  );
}

describe('CarSlider', () => {
  it('is a named carousel with one slide per car', () => {
    renderSlider();
    const region = screen.getByRole('region', { name: 'Naujausi automobiliai' });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(6);
    expect(slides[0]).toHaveAccessibleName('1 iš 6');
    expect(within(slides[2]).getByRole('link', { name: 'Toyota Prius' })).toBeInTheDocument();
  });

  it('has navigation buttons with Lithuanian names', async () => {
    const user = userEvent.setup();
    renderSlider();
    await user.click(screen.getByRole('button', { name: 'Kiti automobiliai' }));
    await user.click(screen.getByRole('button', { name: 'Ankstesni automobiliai' }));
  });

  it('has pagination dots, the current one marked', async () => {
    const user = userEvent.setup();
    renderSlider();
    const dots = await screen.findAllByRole('button', { name: /^Rodyti \d+ skaidrę iš 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[2]);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    // Looping: next from the last position goes to the first, previous from the first to the last.
    await user.click(screen.getByRole('button', { name: 'Kiti automobiliai' }));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Ankstesni automobiliai' }));
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
  });

  it('has no controls for a single car', () => {
    renderWithTheme(
      <CarSlider label="Panašūs automobiliai">
        <a href="/automobilio-nuoma/bmw">BMW</a>
      </CarSlider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderSlider();
    await screen.findAllByRole('button', { name: /^Rodyti/ });
    expect(await axe(container)).toHaveNoViolations();
  });
});
