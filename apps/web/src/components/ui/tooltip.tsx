import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/class-names';

interface TooltipProps {
  /** What the tooltip says; also the trigger's accessible description. */
  content: ReactNode;
  /** The trigger's own content: the tooltip shows while it is hovered or focused (a tap focuses it). */
  children: ReactNode;
  className?: string;
}

const GAP = 6;
const EDGE = 8;

/**
 * A button that explains itself in a tooltip on hover, focus or tap. The tip is placed in the
 * page's top layer (a portal with fixed coordinates), so a table box that scrolls or clips its
 * cells never cuts it off. Escape hides it.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = trigger.current?.getBoundingClientRect();
      const box = tip.current?.getBoundingClientRect();
      if (!anchor || !box) return;
      const above = anchor.top - box.height - GAP;
      const top = above >= EDGE ? above : anchor.bottom + GAP;
      const left = Math.min(Math.max(EDGE, anchor.left), window.innerWidth - box.width - EDGE);
      setPosition({ top, left });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-describedby={id}
        className={className}
        onPointerEnter={() => setOpen(true)}
        onPointerLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {children}
      </button>
      {createPortal(
        <div
          ref={tip}
          id={id}
          role="tooltip"
          hidden={!open}
          style={position ? { top: position.top, left: position.left } : { top: 0, left: 0 }}
          className={cn(
            'fixed z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white shadow-lg',
            !position && 'invisible',
          )}
        >
          {content}
        </div>,
        document.body,
      )}
    </>
  );
}
