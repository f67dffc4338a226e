import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';

/** popover.tsx's layer: Radix Popover anchored to the button popover.tsx renders (loaded on first use). */
export function PopoverLayer({
  id,
  anchor,
  open,
  onOpenChange,
  className,
  align,
  sideOffset,
  collisionPadding,
  contentLabel,
  children,
}: {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  className: string;
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
  collisionPadding?: number;
  contentLabel?: string;
  children: ReactNode;
}) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          id={id}
          className={className}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          aria-label={contentLabel}
          // The button is not a Radix trigger: focus goes back to it here, and a click on it is
          // its own (it toggles) rather than a click outside.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
