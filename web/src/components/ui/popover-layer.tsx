import * as PopoverPrimitive from '@radix-ui/react-popover';
import { type ReactNode, type RefObject, useRef } from 'react';

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
  // As Radix does for its own trigger: focus goes back to the button unless the popover was
  // closed by a click or focus elsewhere, which keeps it.
  const leftOutside = useRef(false);
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
          onOpenAutoFocus={() => {
            leftOutside.current = false;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leftOutside.current) anchor.current?.focus();
            leftOutside.current = false;
          }}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else leftOutside.current = true;
          }}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
