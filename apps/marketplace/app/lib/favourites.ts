import { useSyncExternalStore } from 'react';
import type { CarAdvertisementSummary } from '@ratai/domain';

/**
 * Favourites ('Įsiminti', issue 17): cars a visitor keeps, in this browser's `localStorage`, no
 * account needed. Each entry keeps a small copy of the card (title, year, price, picture) so the
 * list can still name a car that has since been sold or hidden (the API then answers 404).
 *
 * The server renders every button as not kept (it cannot see the storage); the browser reads the
 * storage after hydration (`useSyncExternalStore` with an empty server snapshot) and follows
 * changes made in other tabs (the `storage` event).
 */

export const FAVOURITES_KEY = 'ratai.isiminti';
/** At most this many cars are kept; the oldest goes first. */
export const FAVOURITES_MAX = 50;

export interface FavouriteCar {
  id: number;
  slug: string;
  title: string;
  productionYear: number;
  price: number;
  imageUrl: string | null;
  /** ISO time it was kept. */
  savedAt: string;
}

const EMPTY: readonly FavouriteCar[] = [];
const CHANGED = 'ratai:isiminti';
let cachedText: string | null = null;
let cached: readonly FavouriteCar[] = EMPTY;

function isFavourite(value: unknown): value is FavouriteCar {
  if (typeof value !== 'object' || value === null) return false;
  const car = value as Record<string, unknown>;
  return typeof car['id'] === 'number' && typeof car['slug'] === 'string' && typeof car['title'] === 'string';
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The kept cars, newest first (a stable array until the storage changes). */
export function readFavourites(): readonly FavouriteCar[] {
  let text: string | null = null;
  try {
    text = storage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    text = null;
  }
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    cached = Array.isArray(parsed) ? parsed.filter(isFavourite) : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached;
}

function write(cars: readonly FavouriteCar[]): void {
  try {
    storage()?.setItem(FAVOURITES_KEY, JSON.stringify(cars.slice(0, FAVOURITES_MAX)));
  } catch {
    // storage full or disabled: nothing kept
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The card's copy kept with a favourite. */
export function favouriteFrom(car: CarAdvertisementSummary, now = new Date()): FavouriteCar {
  return {
    id: car.id,
    slug: car.slug,
    title: `${car.carMake.name} ${car.carModel.name}`,
    productionYear: car.productionYear,
    price: car.price,
    imageUrl: car.headerImage?.formats?.card ?? car.headerImage?.url ?? null,
    savedAt: now.toISOString(),
  };
}

/** Keeps a car, or forgets it when it is kept already. Returns whether it is kept now. */
export function toggleFavourite(car: FavouriteCar): boolean {
  const current = readFavourites();
  if (current.some((kept) => kept.id === car.id)) {
    write(current.filter((kept) => kept.id !== car.id));
    return false;
  }
  write([car, ...current]);
  return true;
}

export function removeFavourite(id: number): void {
  write(readFavourites().filter((kept) => kept.id !== id));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

const serverSnapshot = () => EMPTY;

/** The kept cars; empty on the server and in the first browser render. */
export function useFavourites(): readonly FavouriteCar[] {
  return useSyncExternalStore(subscribe, readFavourites, serverSnapshot);
}
