import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Lightbox } from './Lightbox';
import { carGalleryImages, type GalleryImage } from './gallery-image';

const images: GalleryImage[] = [1, 2, 3].map((n) => ({
  src: `/img/${n}-1024.jpg`,
  fullSrc: `/img/${n}-1920.jpg`,
  alt: `BMW 320d, nuotrauka ${n}`,
}));

function Harness() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Peržiūrėti
      </button>
      <Lightbox open={open} images={images} index={index} onIndexChange={setIndex} onClose={() => setOpen(false)} />
    </>
  );
}

async function openLightbox() {
  const user = userEvent.setup();
  renderWithTheme(<Harness />);
  const opener = screen.getByRole('button', { name: 'Peržiūrėti' });
  await user.click(opener);
  return { user, opener };
}

const shownImage = () => screen.getByRole('img');

describe('Lightbox', () => {
  it('is a full-screen modal dialog with the full-size picture and its position', async () => {
    await openLightbox();
    const dialog = screen.getByRole('dialog', { name: 'Nuotraukų peržiūra' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(shownImage()).toHaveAttribute('src', '/img/1-1920.jpg');
    expect(shownImage()).toHaveAccessibleName('BMW 320d, nuotrauka 1');
    expect(screen.getByText('Nuotrauka 1 iš 3')).toBeInTheDocument();
  });

  it('moves with the arrow keys, wrapping around', async () => {
    const { user } = await openLightbox();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('src', '/img/2-1920.jpg');
    expect(screen.getByText('Nuotrauka 2 iš 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('src', '/img/3-1920.jpg');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('src', '/img/1-1920.jpg');
  });

  it("moves with 'Ankstesnė nuotrauka' and 'Kita nuotrauka'", async () => {
    const { user } = await openLightbox();
    await user.click(screen.getByRole('button', { name: 'Kita nuotrauka' }));
    expect(shownImage()).toHaveAttribute('src', '/img/2-1920.jpg');
    await user.click(screen.getByRole('button', { name: 'Ankstesnė nuotrauka' }));
    await user.click(screen.getByRole('button', { name: 'Ankstesnė nuotrauka' }));
    expect(shownImage()).toHaveAttribute('src', '/img/3-1920.jpg');
  });

  it("starts on 'Uždaryti', keeps Tab inside and closes with it", async () => {
    const { user, opener } = await openLightbox();
    const close = screen.getByRole('button', { name: 'Uždaryti' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ankstesnė nuotrauka' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kita nuotrauka' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus', async () => {
    const { user, opener } = await openLightbox();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('has no arrows for a single picture', () => {
    renderWithTheme(<Lightbox open images={images.slice(0, 1)} index={0} onIndexChange={jest.fn()} onClose={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Kita nuotrauka' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await openLightbox();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('carGalleryImages', () => {
  it('puts the header image first and names every picture', () => {
    const result = carGalleryImages(
      'BMW 320d',
      [
        { id: 1, url: '/a.jpg', hash: 'a', ext: '.jpg', formats: { card: '/a-480.jpg', gallery: '/a-1024.jpg', full: '/a-1920.jpg' } },
        { id: 2, url: '/b.jpg', hash: 'b', ext: '.jpg' },
      ],
      { url: '/h.jpg' },
    );
    expect(result).toEqual([
      { src: '/h.jpg', thumbSrc: undefined, fullSrc: '/h.jpg', alt: 'BMW 320d, nuotrauka 1' },
      { src: '/a-1024.jpg', thumbSrc: '/a-480.jpg', fullSrc: '/a-1920.jpg', alt: 'BMW 320d, nuotrauka 2' },
      { src: '/b.jpg', thumbSrc: undefined, fullSrc: '/b.jpg', alt: 'BMW 320d, nuotrauka 3' },
    ]);
  });

  it('does not repeat a header image that is also in the gallery', () => {
    const result = carGalleryImages('Audi A4', [{ id: 1, url: '/a.jpg', hash: 'a', ext: '.jpg' }], { url: '/a.jpg' });
    expect(result).toHaveLength(1);
  });

  it('shows the header image once when the API gives it at another size than the gallery copy (bug 2)', () => {
    // As the API answers: the cover at its gallery size, the gallery images at full size.
    const formats = (h: string) => ({ card: `/${h}-480.webp`, gallery: `/${h}-1024.webp`, full: `/${h}-1920.webp` });
    const result = carGalleryImages(
      'Audi A4',
      [
        { id: 1, url: '/a-1920.webp', hash: 'a', ext: '.jpg', formats: formats('a') },
        { id: 2, url: '/b-1920.webp', hash: 'b', ext: '.jpg', formats: formats('b') },
      ],
      { url: '/b-1024.webp', formats: formats('b') },
    );
    expect(result.map((image) => image.src)).toEqual(['/b-1024.webp', '/a-1024.webp']);
    expect(result.map((image) => image.alt)).toEqual(['Audi A4, nuotrauka 1', 'Audi A4, nuotrauka 2']);
  });
});
