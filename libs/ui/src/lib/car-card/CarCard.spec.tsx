import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { CarAdvertisementSummary } from '@ratai/domain';
import type { AnchorHTMLAttributes } from 'react';
import { normalise, renderWithTheme } from '../../test-utils';
import { CarCard } from './CarCard';

const car: CarAdvertisementSummary = {
  id: 7,
  slug: 'bmw-320d-2018-7',
  headerImage: { url: '/uploads/bmw.jpg', formats: { card: '/uploads/bmw-480.jpg', gallery: '/g.jpg', full: '/f.jpg' } },
  isForTaxi: true,
  engineDisplacement: 1598,
  gearbox: 'automatic',
  bodyType: 'stationWagon',
  fuelType: 'diesel',
  productionYear: 2018,
  odometer: 123456,
  price: 12500,
  fromPricePerMonth: 289,
  carMake: { id: 1, name: 'BMW', slug: 'bmw' },
  carModel: { id: 2, name: '320d', slug: '320d' },
  saleStatus: 'available',
};

const href = '/automobilio-nuoma/bmw-320d-2018-7';

describe('CarCard', () => {
  it('is one link to the car page, named by make and model', () => {
    renderWithTheme(<CarCard car={car} href={href} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'BMW 320d' })).toHaveAttribute('href', href);
    expect(screen.getByRole('heading', { level: 3, name: 'BMW 320d' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it("shows 'nuo 289 € / mėn.', 'arba' and 'Kaina 12 500 €'", () => {
    const { container } = renderWithTheme(<CarCard car={car} href={href} />);
    expect(screen.getByText('nuo 289 € / mėn.')).toBeInTheDocument();
    expect(screen.getByText('arba')).toBeInTheDocument();
    expect(screen.getByText(/^Kaina 12\s500 €$/)).toBeInTheDocument();
    expect(normalise(container.textContent)).toContain('nuo 289 € / mėn.60 mėn., išpirkimas 70 %arbaKaina 12 500 €');
  });

  it("says which term its 'nuo' figure is for", () => {
    renderWithTheme(<CarCard car={car} href={href} />);
    expect(screen.getByText('60 mėn., išpirkimas 70 %')).toBeInTheDocument();
  });

  it('shows year, body type, odometer, fuel, gearbox and engine size in Lithuanian', () => {
    const { container } = renderWithTheme(<CarCard car={car} href={href} />);
    for (const text of ['2018', 'Universalas', '123 456 km', 'Dyzelinas', 'Automatinė', '1,6 l']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Each value is named for screen readers.
    expect(normalise(container.querySelector('dl')?.textContent)).toBe(
      'Pagaminimo metai2018Kėbulo tipasUniversalasRida123 456 kmKuro tipasDyzelinasPavarų dėžėAutomatinėVariklio tūris1,6 l',
    );
  });

  it('shows a small engine in cm³', () => {
    renderWithTheme(<CarCard car={{ ...car, engineDisplacement: 998 }} href={href} />);
    expect(screen.getByText('998 cm³')).toBeInTheDocument();
  });

  it("carries the taxi badge only for taxi cars", () => {
    const { rerender } = renderWithTheme(<CarCard car={car} href={href} />);
    expect(screen.getByText('Tinka pavėžėjams')).toBeInTheDocument();
    rerender(<CarCard car={{ ...car, isForTaxi: false }} href={href} />);
    expect(screen.queryByText('Tinka pavėžėjams')).not.toBeInTheDocument();
  });

  it("says 'Rezervuotas' on a reserved car and 'Parduotas / išnuomotas' on a sold one, nothing on an available one", () => {
    const { rerender } = renderWithTheme(<CarCard car={{ ...car, isForTaxi: false, saleStatus: 'reserved' }} href={href} />);
    expect(screen.getByText('Rezervuotas')).toBeInTheDocument();
    rerender(<CarCard car={{ ...car, saleStatus: 'sold' }} href={href} />);
    expect(screen.getByText('Parduotas / išnuomotas')).toBeInTheDocument();
    expect(screen.getByText('Tinka pavėžėjams')).toBeInTheDocument();
    rerender(<CarCard car={car} href={href} />);
    expect(screen.queryByText('Rezervuotas')).not.toBeInTheDocument();
    expect(screen.queryByText('Parduotas / išnuomotas')).not.toBeInTheDocument();
  });

  it('loads the card-size picture lazily with width and height', () => {
    const { container } = renderWithTheme(<CarCard car={car} href={href} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/bmw-480.jpg');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });

  it('can load eagerly (cards above the fold)', () => {
    const { container } = renderWithTheme(<CarCard car={car} href={href} eagerImage />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it("shows 'No image' without a header image", () => {
    const { container } = renderWithTheme(<CarCard car={{ ...car, headerImage: null }} href={href} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws an action over the picture that is not part of the card link', () => {
    renderWithTheme(<CarCard car={car} href={href} action={<button type="button">Įsiminti</button>} />);
    const button = screen.getByRole('button', { name: 'Įsiminti' });
    expect(screen.getByRole('link', { name: 'BMW 320d' })).not.toContainElement(button);
    expect(screen.getByRole('article')).toContainElement(button);
  });

  it('uses the app link component', () => {
    const RouterLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
      <a {...props} data-router="yes">
        {props.children}
      </a>
    );
    renderWithTheme(<CarCard car={car} href={href} />, { linkComponent: RouterLink });
    expect(screen.getByRole('link', { name: 'BMW 320d' })).toHaveAttribute('data-router', 'yes');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <main>
        <h2>Automobiliai</h2>
        <CarCard car={car} href={href} />
        <CarCard car={{ ...car, id: 8, headerImage: null, isForTaxi: false }} href="/automobilio-nuoma/kitas" />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
