import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import type { ModalSize } from '@ratai/domain';
import { Backdrop } from '../internal/Backdrop';
import { CloseButton, CLOSE_LABEL } from '../internal/CloseButton';
import { Portal } from '../internal/Portal';
import { useDialogBehaviour } from '../internal/use-dialog';
import { media } from '../theme';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** sm, md, lg or full (§2.21); default md. */
  size?: ModalSize;
  /** Focused when the dialog opens; default the first focusable element (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** Name of the close button; default 'Uždaryti'. */
  closeLabel?: string;
  /** Whether a click on the backdrop closes; default true. */
  closeOnBackdrop?: boolean;
  className?: string;
}

const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  outline: none;

  ${({ $size, theme }) =>
    $size === 'full'
      ? css`
          width: 100vw;
          height: 100vh;
          height: 100dvh;
        `
      : css`
          width: calc(100vw - 2 * ${theme.space.md});
          max-width: ${theme.modalWidths[$size]};
          max-height: calc(100vh - 2 * ${theme.space.md});
          max-height: calc(100dvh - 2 * ${theme.space.md});
          border-radius: ${theme.radii.md};

          ${media.fromTablet} {
            max-height: calc(100vh - 2 * ${theme.space.xxl});
            max-height: calc(100dvh - 2 * ${theme.space.xxl});
          }
        `}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`};
`;

const Title = styled.h2`
  margin: 10px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
`;

/**
 * A modal dialog in a portal: role="dialog" with aria-modal, named by its title; focus moves
 * in, Tab stays inside, Escape closes, and focus returns to the opener. Renders nothing when
 * closed, and nothing on the server (a dialog is always opened by a user action).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  role = 'dialog',
  describedBy,
  closeLabel = CLOSE_LABEL,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(panelRef, { open, onClose, initialFocusRef });
  if (!open) return null;

  const handleBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <Portal>
      {/* Mouse-only convenience; keyboard users close with Escape or the close button. */}
      <Backdrop onMouseDown={handleBackdrop}>
        <Panel
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          $size={size}
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
