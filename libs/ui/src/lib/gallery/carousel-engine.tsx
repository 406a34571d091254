import { useEffect, useState } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselEngineProps {
  /** The gallery's viewport element (the slides' container is its first child). */
  viewport: HTMLElement;
  /** The picture shown when the engine starts (the visitor may have moved before it loaded). */
  startIndex: number;
  onReady: (api: CarouselApi | undefined) => void;
  /** Called just before the engine resets the viewport's native scroll (see Gallery's onScroll). */
  onTakeOver?: () => void;
}

/**
 * Embla, the gallery's swipe and drag engine, attached to a viewport that is already on the page.
 * Its own module so Gallery can load it on the first sign of use (see Gallery): a car page's first
 * load does not carry it. Renders nothing.
 */
export function CarouselEngine({ viewport, startIndex, onReady, onTakeOver }: CarouselEngineProps) {
  // Read once: a changed option would make embla re-initialise (and cut a running animation).
  const [options] = useState(() => ({ loop: false, startIndex }));
  const [emblaRef, emblaApi] = useEmblaCarousel(options);
  useEffect(() => {
    // Until now the viewport scrolled natively; embla moves the slides with transforms instead.
    onTakeOver?.();
    viewport.scrollLeft = 0;
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport, onTakeOver]);
  useEffect(() => {
    onReady(emblaApi);
    return () => onReady(undefined);
  }, [emblaApi, onReady]);
  return null;
}
