import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import type { GalleryImage } from '../lightbox/gallery-image';
import { Gallery } from './Gallery';

const images: GalleryImage[] = [1, 2, 3, 4, 5].map((n) => ({
  src: `/img/${n}-1024.jpg`,
  thumbSrc: `/img/${n}-480.jpg`,
  fullSrc: `/img/${n}-1920.jpg`,
  alt: `Toyota Prius, nuotrauka ${n}`,
}));

const thumbs = () => screen.getAllByRole('button', { name: /^Rodyti: nuotrauka/ });
const currentThumb = () => thumbs().find((t) => t.getAttribute('aria-current') === 'true');

describe('Gallery', () => {
  it('is a named carousel with the pictures and a row of thumbnails', () => {
    renderWithTheme(<Gallery images={images} />);
    const region = screen.getByRole('region', { name: 'Nuotraukos' });
    // The slides not shown are hidden from assistive technology.
    expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    expect(thumbs()).toHaveLength(5);
    expect(currentThumb()).toHaveAccessibleName('Rodyti: nuotrauka 1 iš 5');
  });

  it('loads the first picture eagerly and the rest lazily', () => {
    renderWithTheme(<Gallery images={images} />);
    const large = screen.getAllByRole('img', { name: /Toyota Prius/, hidden: true });
    expect(large[0]).toHaveAttribute('loading', 'eager');
    expect(large[1]).toHaveAttribute('loading', 'lazy');
  });

  it("moves with 'Kita nuotrauka' and 'Ankstesnė nuotrauka', wrapping", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: 'Kita nuotrauka' }));
    expect(currentThumb()).toHaveAccessibleName('Rodyti: nuotrauka 2 iš 5');
    await user.click(screen.getByRole('button', { name: 'Ankstesnė nuotrauka' }));
    await user.click(screen.getByRole('button', { name: 'Ankstesnė nuotrauka' }));
    expect(currentThumb()).toHaveAccessibleName('Rodyti: nuotrauka 5 iš 5');
  });

  it('shows a picture when its thumbnail is chosen, and only that one is reachable', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Gallery images={images} />);
    await user.click(thumbs()[3]);
    expect(currentThumb()).toHaveAccessibleName('Rodyti: nuotrauka 4 iš 5');
    const visible = screen.getByRole('button', { name: /Toyota Prius, nuotrauka 4/ });
    expect(visible).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('button', { name: /Toyota Prius, nuotrauka 1/ })).not.toBeInTheDocument();
  });

  it('opens the lightbox on the large picture, at the same picture, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: 'Kita nuotrauka' }));
    const large = screen.getByRole('button', { name: /Toyota Prius, nuotrauka 2 – atidaryti per visą ekraną/ });
    await user.click(large);
    // The dialog's code loads on the first open.
    const dialog = await screen.findByRole('dialog', { name: 'Nuotraukų peržiūra' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/img/2-1920.jpg');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/img/3-1920.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The gallery followed the lightbox.
    expect(currentThumb()).toHaveAccessibleName('Rodyti: nuotrauka 3 iš 5');
    expect(large).toHaveFocus();
  });

  it("carries the taxi badge 'Tinka pavėžėjams'", () => {
    renderWithTheme(<Gallery images={images} isForTaxi />);
    expect(screen.getByText('Tinka pavėžėjams')).toBeInTheDocument();
  });

  it("shows 'No image' without pictures", () => {
    renderWithTheme(<Gallery images={[]} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Gallery images={images} isForTaxi />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
