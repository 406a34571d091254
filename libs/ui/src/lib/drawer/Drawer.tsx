import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { Backdrop } from '../internal/Backdrop';
import { CloseButton, CLOSE_LABEL } from '../internal/CloseButton';
import { Portal } from '../internal/Portal';
import { useDialogBehaviour } from '../internal/use-dialog';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The heading; it names the panel (aria-labelledby), e.g. 'Filtras' or 'Mano paskyra'. */
  title: ReactNode;
  children?: ReactNode;
  /** Bottom bar, e.g. the filter's submit button. */
  footer?: ReactNode;
  /** Which edge it slides in from; default left. */
  side?: DrawerSide;
  /** Default 360px (the filter panel's width), never wider than the screen less a margin. */
  width?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  className?: string;
}

const slideFrom = (side: DrawerSide) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
  to { transform: translateX(0); }
`;

const Panel = styled.div<{ $side: DrawerSide; $width?: string }>`
  display: flex;
  flex-direction: column;
  width: ${({ theme, $width }) => $width ?? theme.sizes.drawer};
  max-width: calc(100vw - 48px);
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  outline: none;
  animation: ${({ $side }) => slideFrom($side)} ${({ theme }) => theme.durations.slow} ease-out;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A panel that slides in from a screen edge (the filter and the account menu on small screens,
 * §2.1, §2.18). Same rules as Modal: a named dialog in a portal, focus in and trapped, Escape
 * and the backdrop close, focus back to the opener.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'left',
  width,
  initialFocusRef,
  closeLabel = CLOSE_LABEL,
  className,
}: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(panelRef, { open, onClose, initialFocusRef });
  if (!open) return null;

  const handleBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <Portal>
      {/* Mouse-only convenience; keyboard users close with Escape or the close button. */}
      <Backdrop $align={side === 'left' ? 'start' : 'end'} onMouseDown={handleBackdrop}>
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $side={side}
          $width={width}
          className={className}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton label={closeLabel} onClick={onClose} />
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Panel>
      </Backdrop>
    </Portal>
  );
}

/** The mobile slide-in panel of §2.21: the same widget as {@link Drawer}. */
export const MobilePanel = Drawer;
export type MobilePanelProps = DrawerProps;
