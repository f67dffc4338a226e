import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

function buttonClass(variant: ButtonVariant, block: boolean | undefined, extra: string | undefined): string {
  return ['button', `button--${variant}`, block ? 'button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  block?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  block,
  icon,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button type={type ?? 'button'} className={buttonClass(variant, block, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
  icon?: ReactNode;
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant = 'secondary',
  block,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClass(variant, block, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
