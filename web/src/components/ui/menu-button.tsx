import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface MenuButtonProps {
  /** The button's accessible name (its content is often only a picture). */
  label: string;
  /** What the button shows. */
  toggle: ReactNode;
  toggleClassName: string;
  testId: string;
  menuTestId: string;
  menuClassName?: string;
  /** Classes of the element holding the button and the menu. */
  className?: string;
  /** Called each time the menu opens. */
  onOpen?: () => void;
  /** The menu's content; `close` hides it (after choosing an item, say). */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows and hides a list of links and buttons below it (the disclosure pattern):
 * Escape or a click elsewhere closes it, and focus leaving it closes it too. Bootstrap's
 * dropdown styles, without the positioning library a full dropdown brings along.
 */
export function MenuButton({ label, toggle, toggleClassName, testId, menuTestId, menuClassName = '', className = '', onOpen, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      className={`dropdown ${className}`}
      ref={root}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={toggleClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        data-testid={testId}
      >
        {toggle}
      </button>
      {/* data-bs-popper="static": Bootstrap's placement below the button, aligned to its right edge. */}
      <div id={menuId} className={`dropdown-menu dropdown-menu-end shadow-sm ${open ? 'show' : ''} ${menuClassName}`} data-bs-popper="static" data-testid={menuTestId}>
        {children(close)}
      </div>
    </div>
  );
}
