import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LAYOUT, NO_IMAGE } from '@ratai/domain';
import { TaxiBadge } from '../badge/Badge';
import { ArrowButton, NEXT_IMAGE, PREVIOUS_IMAGE, imagePosition } from '../lightbox/lightbox-controls';
import type { GalleryImage } from '../lightbox/gallery-image';
import type { CarouselApi } from './carousel-engine';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Shows the 'Tinka pavėžėjams' badge over the pictures (§2.5). */
  isForTaxi?: boolean;
  /** Names the carousel region; default 'Nuotraukos'. */
  label?: string;
  className?: string;
}

// The full-screen dialog (focus trap, portal, backdrop) loads on the first open, or when the
// pointer or focus reaches the large picture: a car page's first load does not carry it.
const loadLightbox = () => import('../lightbox/Lightbox');
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

// Embla (swipe and drag) loads on the first sign of use: the pointer over the gallery, a touch,
// focus, an arrow or thumbnail. Until then the pictures scroll natively (scroll snapping), so a
// swipe works before it arrives; it then takes over at the picture shown.
const CarouselEngine = lazy(() => import('./carousel-engine').then((m) => ({ default: m.CarouselEngine })));

/** Text added to the large picture's button name. */
export const OPEN_FULL_SCREEN = 'atidaryti per visą ekraną';

const Root = styled.section`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Stage = styled.div`
  position: relative;
`;

const Viewport = styled.div<{ $native: boolean }>`
  /* The containing block of the slides' visually hidden texts (absolutely positioned): without
     it they sat beyond the clipped row and widened the page on phones. */
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};

  ${({ $native }) =>
    $native &&
    `
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    overscroll-behavior-x: contain;

    &::-webkit-scrollbar {
      display: none;
    }
  `}
`;

const Container = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  scroll-snap-align: start;
`;

const SlideButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  background: none;
  border: 0;
  cursor: zoom-in;

  img {
    /* height: auto, or the width/height attributes (kept against layout shift) win on phones. */
    width: 100%;
    height: auto;
    /* Car photos are mostly 3:2; a 4:3 crop cut their sides. */
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 3 / 2;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BadgeSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: 1;
  pointer-events: none;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;
`;

const Thumb = styled.li`
  /* Four thumbnails per row (§9); the rest scroll sideways. */
  flex: 0 0 calc((100% - ${({ theme }) => theme.space.sm} * ${LAYOUT.galleryThumbnailsPerRow - 1}) / ${LAYOUT.galleryThumbnailsPerRow});
  scroll-snap-align: start;
`;

const ThumbButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  overflow: hidden;
  background: none;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  opacity: 0.7;
  cursor: pointer;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    opacity: 1;
  }

  &:hover {
    opacity: 1;
  }

  img {
    /* height: auto, or the width/height attributes (kept against layout shift) win on phones. */
    width: 100%;
    height: auto;
    /* Car photos are mostly 3:2; a 4:3 crop cut their sides. */
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

/**
 * The car gallery (§2.5): a large swipeable slider with arrow buttons, a row of four
 * thumbnails, and a full-screen Lightbox when the large picture is clicked. Only the picture
 * shown is in the Tab order; the thumbnails say which one is current (aria-current).
 * The first picture loads eagerly (it is the page's largest), the rest lazily.
 */
export function Gallery({ images, isForTaxi = false, label = 'Nuotraukos', className }: GalleryProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [emblaApi, setEmblaApi] = useState<CarouselApi>();
  const [engineWanted, setEngineWanted] = useState(false);
  const wantEngine = useCallback(() => setEngineWanted(true), []);
  // Set when the engine resets the native scroll to take over: the scroll event that reset causes
  // must not move the index back to the first picture (issue 17 bug 1: the first tap or click on
  // an arrow or thumbnail, which also starts the engine, was undone by it).
  const engineTookOver = useRef(false);
  const onTakeOver = useCallback(() => {
    engineTookOver.current = true;
  }, []);
  const [index, setIndex] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // Mounted from the first open on (so closing returns focus as the dialog does it).
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;

  // React state is the source of truth; embla follows it, and reports swipes back.
  const show = useCallback(
    (next: number) => {
      setIndex(next);
      if (emblaApi) emblaApi.scrollTo(next);
      else if (viewport?.clientWidth) viewport.scrollTo?.({ left: next * viewport.clientWidth });
      thumbRefs.current[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    },
    [emblaApi, viewport],
  );

  // A thumbnail clicked before embla started: once it starts, jump to the chosen picture, or its
  // first 'select' event would reset the index to 0.
  const indexRef = useRef(index);
  indexRef.current = index;
  useEffect(() => {
    if (!emblaApi) return undefined;
    if (emblaApi.selectedScrollSnap() !== indexRef.current) emblaApi.scrollTo(indexRef.current, true);
    const onSelect = () => setIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  if (count === 0) {
    return (
      <Root aria-label={label} className={className}>
        <Viewport $native={false}>
          <Placeholder lang="en">{NO_IMAGE}</Placeholder>
        </Viewport>
      </Root>
    );
  }

  const go = (delta: number) => show((index + delta + count) % count);

  return (
    <Root
      aria-roledescription="karuselė"
      aria-label={label}
      className={className}
      onPointerEnter={wantEngine}
      onPointerDown={wantEngine}
      onTouchStart={wantEngine}
      onFocus={wantEngine}
    >
      <Stage>
        {isForTaxi ? (
          <BadgeSlot>
            <TaxiBadge />
          </BadgeSlot>
        ) : null}
        <Viewport
          ref={setViewport}
          $native={!emblaApi}
          onScroll={(event) => {
            // Native scrolling before embla: follow the picture snapped into view.
            const { scrollLeft, clientWidth } = event.currentTarget;
            if (emblaApi || engineTookOver.current || !clientWidth) return;
            const snapped = Math.round(scrollLeft / clientWidth);
            if (snapped !== index && snapped >= 0 && snapped < count) setIndex(snapped);
          }}
        >
          <Container>
            {images.map((image, i) => (
              <Slide
                key={`${image.src}-${i}`}
                role="group"
                aria-roledescription="skaidrė"
                aria-label={imagePosition(i, count)}
                aria-hidden={i === index ? undefined : true}
              >
                <SlideButton
                  type="button"
                  tabIndex={i === index ? 0 : -1}
                  onClick={() => {
                    setLightboxUsed(true);
                    setLightboxOpen(true);
                  }}
                  onPointerEnter={() => void loadLightbox()}
                  onFocus={() => void loadLightbox()}
                >
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={1024}
                    height={768}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <VisuallyHidden> – {OPEN_FULL_SCREEN}</VisuallyHidden>
                </SlideButton>
              </Slide>
            ))}
          </Container>
        </Viewport>
        {count > 1 ? (
          <>
            <ArrowButton type="button" $side="left" aria-label={PREVIOUS_IMAGE} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </ArrowButton>
            <ArrowButton type="button" $side="right" aria-label={NEXT_IMAGE} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </ArrowButton>
          </>
        ) : null}
      </Stage>
      {count > 1 ? (
        <Thumbs>
          {images.map((image, i) => (
            <Thumb key={`${image.src}-${i}`}>
              <ThumbButton
                ref={(node) => {
                  thumbRefs.current[i] = node;
                }}
                type="button"
                aria-label={`Rodyti: ${imagePosition(i, count).toLowerCase()}`}
                aria-current={i === index ? true : undefined}
                onClick={() => show(i)}
              >
                <img
                  src={image.thumbSrc ?? image.src}
                  alt=""
                  width={240}
                  height={180}
                  loading="lazy"
                  decoding="async"
                />
              </ThumbButton>
            </Thumb>
          ))}
        </Thumbs>
      ) : null}
      {engineWanted && viewport && count > 1 ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} startIndex={index} onReady={setEmblaApi} onTakeOver={onTakeOver} />
        </Suspense>
      ) : null}
      {lightboxUsed ? (
        <Suspense fallback={null}>
          <Lightbox
            open={lightboxOpen}
            images={images}
            index={index}
            onIndexChange={show}
            onClose={() => setLightboxOpen(false)}
          />
        </Suspense>
      ) : null}
    </Root>
  );
}
