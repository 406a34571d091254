import { Children, isValidElement, useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import styled from 'styled-components';
import { LAYOUT } from '@ratai/domain';
import { media } from '../theme';

export interface CarSliderProps {
  /** One slide per child, usually CarCards. */
  children: ReactNode;
  /** Names the carousel region, e.g. 'Naujausi automobiliai'. */
  label: string;
  /** Name of the previous button; default 'Ankstesni automobiliai'. */
  previousLabel?: string;
  /** Name of the next button; default 'Kiti automobiliai'. */
  nextLabel?: string;
  className?: string;
}

/** A pagination dot's name: "Rodyti 2 skaidrę iš 5" reads as "show slide 2 of 5". */
export const slideDotLabel = (index: number, count: number) => `Rodyti ${index + 1} skaidrę iš ${count}`;

const Root = styled.section`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Container = styled.div`
  display: flex;
  margin-left: -${({ theme }) => theme.space.md};
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  /* Automatic width below 1280 px (each card its own width), four per view from 1280 px (§9). */
  flex: 0 0 auto;
  width: min(300px, 85vw);
  min-width: 0;
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};

  ${media.wide} {
    flex: 0 0 ${100 / LAYOUT.sliderCarsPerView}%;
    width: auto;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  font-size: 24px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

const Dot = styled.button`
  width: 28px;
  height: 28px;
  padding: 0;
  background: none;
  border: 0;
  border-radius: 50%;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    background: ${({ theme }) => theme.colors.controlBorder};
    border-radius: 50%;
    transition: transform ${({ theme }) => theme.durations.fast};
  }

  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.brand};
    transform: scale(1.3);
  }
`;

/**
 * A looping carousel of cars (§2.21): four per view from 1280 px, automatic width below,
 * previous/next buttons and one pagination dot per scroll position (the current one
 * aria-current). Keyboard focus on an off-screen card scrolls it into view (embla's
 * watchFocus). The dots appear once the carousel has measured itself on the client.
 */
export function CarSlider({
  children,
  label,
  previousLabel = 'Ankstesni automobiliai',
  nextLabel = 'Kiti automobiliai',
  className,
}: CarSliderProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 'auto' });
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const slides = Children.toArray(children);

  const sync = useCallback(() => {
    if (!emblaApi) return;
    setSnaps(emblaApi.scrollSnapList());
    setSelected(emblaApi.selectedScrollSnap());
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return undefined;
    sync();
    emblaApi.on('select', sync).on('reInit', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync);
    };
  }, [emblaApi, sync]);

  return (
    <Root aria-roledescription="karuselė" aria-label={label} className={className}>
      <Viewport ref={emblaRef}>
        <Container>
          {slides.map((slide, index) => (
            <Slide
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription="skaidrė"
              aria-label={`${index + 1} iš ${slides.length}`}
            >
              {slide}
            </Slide>
          ))}
        </Container>
      </Viewport>
      {slides.length > 1 ? (
        <Controls>
          <NavButton type="button" aria-label={previousLabel} onClick={() => emblaApi?.scrollPrev()}>
            <span aria-hidden="true">‹</span>
          </NavButton>
          {snaps.length > 1 ? (
            <Dots>
              {snaps.map((_, index) => (
                <Dot
                  key={index}
                  type="button"
                  aria-label={slideDotLabel(index, snaps.length)}
                  aria-current={index === selected ? true : undefined}
                  onClick={() => emblaApi?.scrollTo(index)}
                />
              ))}
            </Dots>
          ) : null}
          <NavButton type="button" aria-label={nextLabel} onClick={() => emblaApi?.scrollNext()}>
            <span aria-hidden="true">›</span>
          </NavButton>
        </Controls>
      ) : null}
    </Root>
  );
}
