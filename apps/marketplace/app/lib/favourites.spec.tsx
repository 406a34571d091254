import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavouriteButton } from '../components/favourites/FavouriteButton';
import { carSummary } from '../test/fixtures';
import { renderPage } from '../test/render';
import { FAVOURITES_KEY, favouriteFrom, readFavourites, removeFavourite, toggleFavourite } from './favourites';

// Rendering is slow on the shared CI machine.
jest.setTimeout(30_000);

beforeEach(() => window.localStorage.clear());

describe('favourites (Įsiminti)', () => {
  it('keeps a copy of the card, newest first, and forgets it on a second toggle', () => {
    const first = favouriteFrom(carSummary({ id: 1, slug: 'a' }), new Date('2026-11-25T10:00:00Z'));
    const second = favouriteFrom(carSummary({ id: 2, slug: 'b' }));
    expect(toggleFavourite(first)).toBe(true);
    expect(toggleFavourite(second)).toBe(true);
    expect(readFavourites().map((car) => car.id)).toEqual([2, 1]);
    expect(readFavourites()[1]).toMatchObject({ slug: 'a', savedAt: '2026-11-25T10:00:00.000Z' });
    expect(toggleFavourite(first)).toBe(false);
    expect(readFavourites().map((car) => car.id)).toEqual([2]);
    removeFavourite(2);
    expect(readFavourites()).toEqual([]);
  });

  it('survives broken storage contents', () => {
    window.localStorage.setItem(FAVOURITES_KEY, '{oops');
    expect(readFavourites()).toEqual([]);
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify([{ id: 'x' }, { id: 3, slug: 'c', title: 'C' }]));
    expect(readFavourites().map((car) => car.id)).toEqual([3]);
  });

  it("the button is a toggle named by the car, kept in localStorage", async () => {
    const user = userEvent.setup();
    const car = carSummary({ id: 7 });
    renderPage(<FavouriteButton car={car} />);
    const button = await screen.findByRole('button', { name: /^Įsiminti/ });
    expect(button).toHaveAccessibleName(expect.stringContaining(`${car.carMake.name} ${car.carModel.name}`));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Įsiminta');
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '[]')).toHaveLength(1);
    // Another tab forgets it: this one follows.
    act(() => {
      window.localStorage.removeItem(FAVOURITES_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
