import styled from 'styled-components';

// What Gallery and Lightbox share. Gallery imports it from here rather than from ./Lightbox, so the
// dialog's own code (focus trap, portal, backdrop) can load on the first open (see Gallery).

/** Names of the arrow buttons of the gallery and the lightbox. */
export const PREVIOUS_IMAGE = 'Ankstesnė nuotrauka';
export const NEXT_IMAGE = 'Kita nuotrauka';

/** "Nuotrauka 3 iš 10": the position, shown and announced. */
export const imagePosition = (index: number, count: number) => `Nuotrauka ${index + 1} iš ${count}`;

export const ArrowButton = styled.button<{ $side: 'left' | 'right'; $inverse?: boolean }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  font-size: 28px;
  line-height: 1;
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.onBrand : theme.colors.text)};
  background: ${({ $inverse }) => ($inverse ? 'rgba(255, 255, 255, 0.15)' : 'rgba(255, 255, 255, 0.9)')};
  border: 0;
  border-radius: 50%;
  box-shadow: ${({ theme, $inverse }) => ($inverse ? 'none' : theme.shadows.card)};
  transform: translateY(-50%);
  cursor: pointer;

  &:hover {
    background: ${({ theme, $inverse }) => ($inverse ? 'rgba(255, 255, 255, 0.3)' : theme.colors.surface)};
  }
`;

