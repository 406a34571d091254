import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import type { GalleryImage } from '../lightbox/gallery-image';
import type { CarouselEngineProps } from './carousel-engine';
import { Gallery } from './Gallery';

/**
 * Issue 17 bug 1: the first tap or click on an arrow or a thumbnail did nothing. That first
 * pointer also starts the swipe engine, which resets the viewport's native scroll to take over;
 * the scroll event of that reset moved the index back to picture 1. Here the engine is a stand-in
 * that does what embla's start does to the viewport.
 */
jest.setTimeout(20_000);

const mockApi = { selectedScrollSnap: () => 0, scrollTo: jest.fn(), on: jest.fn(), off: jest.fn() };

jest.mock('./carousel-engine', () => ({
  CarouselEngine: ({ viewport, onReady, onTakeOver }: CarouselEngineProps) => {
    // require, not an import: jest.mock factories are hoisted above the imports and may not use their bindings.
    const { useEffect } = require('react') as typeof import('react');
    useEffect(() => {
      onTakeOver?.();
      viewport.scrollLeft = 0;
      viewport.dispatchEvent(new Event('scroll'));
      onReady(mockApi as never);
    }, [viewport, onReady, onTakeOver]);
    return null;
  },
}));

const images: GalleryImage[] = [1, 2, 3].map((n) => ({ src: `/img/${n}.jpg`, alt: `Nuotrauka ${n}` }));

describe('Gallery: the first press also starts the engine (bug 1)', () => {
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    mockApi.scrollTo.mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the picture the first arrow press chose when the engine takes over', async () => {
    renderWithTheme(<Gallery images={images} label="Automobilio nuotraukos" />);
    const next = screen.getByRole('button', { name: 'Kita nuotrauka' });
    await act(async () => {
      fireEvent.pointerDown(next);
      fireEvent.click(next);
    });
    await waitFor(() => expect(mockApi.scrollTo).toHaveBeenCalledWith(1, true), { timeout: 5000 });
    expect(screen.getByRole('button', { name: /^Rodyti: nuotrauka 2 iš/ })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the picture the first thumbnail press chose', async () => {
    renderWithTheme(<Gallery images={images} label="Automobilio nuotraukos" />);
    const third = screen.getByRole('button', { name: /^Rodyti: nuotrauka 3 iš/ });
    await act(async () => {
      fireEvent.pointerDown(third);
      fireEvent.click(third);
    });
    await waitFor(() => expect(mockApi.scrollTo).toHaveBeenCalledWith(2, true), { timeout: 5000 });
    expect(third).toHaveAttribute('aria-current', 'true');
  });
});
