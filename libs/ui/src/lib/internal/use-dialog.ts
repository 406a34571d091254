import { useEffect, useRef, type RefObject } from 'react';
import { tabbableElements } from './focusable';
import { useIsClient } from './use-is-client';

/** Open dialogs, innermost last: only the innermost one reacts to keys and keeps focus. */
const openDialogs: HTMLElement[] = [];

export interface DialogBehaviourOptions {
  open: boolean;
  onClose: () => void;
  /** Element to focus when the dialog opens; defaults to the first tabbable one, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra key handling (the lightbox's arrows); runs for the innermost dialog only. */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * The behaviour every modal surface (Modal, ConfirmDialog, Drawer, Lightbox) shares:
 * focus moves in when it opens, Tab and Shift+Tab stay inside, focus that wanders out is
 * pulled back, Escape closes, the page behind does not scroll, and on close focus returns
 * to the element that opened it.
 */
export function useDialogBehaviour(
  dialogRef: RefObject<HTMLElement | null>,
  { open, onClose, initialFocusRef, onKeyDown }: DialogBehaviourOptions,
): void {
  // Latest callbacks without re-running the effect (which would steal focus again).
  const isClient = useIsClient();
  const onCloseRef = useRef(onClose);
  const onKeyDownRef = useRef(onKeyDown);
  useEffect(() => {
    onCloseRef.current = onClose;
    onKeyDownRef.current = onKeyDown;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;

    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    const isInnermost = () => openDialogs[openDialogs.length - 1] === dialog;

    const first = initialFocusRef?.current ?? tabbableElements(dialog)[0] ?? dialog;
    first.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab') {
        const items = tabbableElements(dialog);
        if (items.length === 0) {
          event.preventDefault();
          dialog.focus();
          return;
        }
        const firstItem = items[0];
        const lastItem = items[items.length - 1];
        const active = document.activeElement;
        if (event.shiftKey && (active === firstItem || active === dialog || !dialog.contains(active))) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
          event.preventDefault();
          firstItem.focus();
        }
        return;
      }
      onKeyDownRef.current?.(event);
    };

    const handleFocusIn = (event: FocusEvent) => {
      if (!isInnermost()) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbableElements(dialog)[0] ?? dialog).focus();
      }
    };

    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      const index = openDialogs.lastIndexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // The dialog node exists only while open and (through the portal) on the client, so these
    // two are the triggers; re-running on every render would steal focus back each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, isClient]);
}
