import { useId, useRef, type ReactNode } from 'react';
import { CONFIRM_TITLE } from '@ratai/domain';
import { Button } from '../button/Button';
import { Modal } from '../modal/Modal';

/** Cancel button label (§2.17 "Cancel"). */
export const CANCEL_LABEL = 'Atšaukti';
/** Confirm button label (§2.17 "Confirm"). */
export const CONFIRM_LABEL = 'Patvirtinti';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Ar tikrai norite ištrinti skelbimą'. */
  children?: ReactNode;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and the backdrop. */
  onCancel: () => void;
  /** Default 'Prašau patvirtinkite' (§2.17). */
  title?: ReactNode;
  /** Default 'Patvirtinti'. */
  confirmLabel?: string;
  /** Default 'Atšaukti'. */
  cancelLabel?: string;
  /** `danger` for destructive actions (delete). */
  confirmVariant?: 'primary' | 'danger';
  /** Shows the confirm button's loading state while the action runs. */
  loading?: boolean;
}

/**
 * A small `alertdialog` asking to confirm an action. Focus starts on Cancel, so a stray
 * Enter never confirms a destructive action.
 */
export function ConfirmDialog({
  open,
  children,
  onConfirm,
  onCancel,
  title = CONFIRM_TITLE,
  confirmLabel = CONFIRM_LABEL,
  cancelLabel = CANCEL_LABEL,
  confirmVariant = 'primary',
  loading = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={children ? messageId : undefined}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children ? <div id={messageId}>{children}</div> : null}
    </Modal>
  );
}
