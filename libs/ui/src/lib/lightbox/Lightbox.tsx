import { useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Backdrop } from '../internal/Backdrop';
import { CloseButton, CLOSE_LABEL } from '../internal/CloseButton';
import { Portal } from '../internal/Portal';
import { useDialogBehaviour } from '../internal/use-dialog';
import type { GalleryImage } from './gallery-image';
import { ArrowButton, NEXT_IMAGE, PREVIOUS_IMAGE, imagePosition } from './lightbox-controls';

// The arrow buttons, their names and the position text are shared with Gallery, which loads this
// dialog only when it is first opened: they live in ./lightbox-controls and are re-exported here.
export { ArrowButton, NEXT_IMAGE, PREVIOUS_IMAGE, imagePosition } from './lightbox-controls';
/** The lightbox dialog's name. */
export const LIGHTBOX_LABEL = 'Nuotraukų peržiūra';

export interface LightboxProps {
  open: boolean;
  images: readonly GalleryImage[];
  /** The picture shown. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Called by 'Uždaryti', Escape and a click beside the picture. */
  onClose: () => void;
  /** The dialog's name; default 'Nuotraukų peržiūra'. */
  label?: string;
}

const Stage = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100vw;
  height: 100vh;
  height: 100dvh;
  color: ${({ theme }) => theme.colors.onBrand};
  outline: none;
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Position = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Figure = styled.figure`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

/**
 * A picture full screen (§2.5), a modal dialog like Modal (focus in and trapped, focus back
 * on close). Left/Right arrow keys and the arrow buttons move between pictures (wrapping),
 * Escape and 'Uždaryti' close. The position ("Nuotrauka 3 iš 10") is announced politely.
 */
export function Lightbox({ open, images, index, onIndexChange, onClose, label = LIGHTBOX_LABEL }: LightboxProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const count = images.length;
  const go = (delta: number) => {
    if (count > 1) onIndexChange((index + delta + count) % count);
  };
  useDialogBehaviour(stageRef, {
    open,
    onClose,
    onKeyDown: (event) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(-1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(1);
      }
    },
  });
  if (!open || count === 0) return null;
  const image = images[Math.min(Math.max(index, 0), count - 1)];

  const handleBackdrop = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <Portal>
      <Backdrop $dark>
        <Stage ref={stageRef} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
          <TopBar>
            <Position aria-live="polite">{imagePosition(index, count)}</Position>
            <CloseButton inverse label={CLOSE_LABEL} onClick={onClose} />
          </TopBar>
          {/* Mouse-only convenience; keyboard users close with Escape or the close button. */}
          <Figure onClick={handleBackdrop}>
            <img src={image.fullSrc ?? image.src} alt={image.alt} />
          </Figure>
          {count > 1 ? (
            <>
              <ArrowButton type="button" $side="left" $inverse aria-label={PREVIOUS_IMAGE} onClick={() => go(-1)}>
                <span aria-hidden="true">‹</span>
              </ArrowButton>
              <ArrowButton type="button" $side="right" $inverse aria-label={NEXT_IMAGE} onClick={() => go(1)}>
                <span aria-hidden="true">›</span>
              </ArrowButton>
            </>
          ) : null}
        </Stage>
      </Backdrop>
    </Portal>
  );
}
