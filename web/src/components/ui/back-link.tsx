import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { ButtonLink } from './button';
import { ArrowBackIcon } from './icons';

/** A detail page's way back (to its list, to the order), a link styled as a button with a back arrow. */
export function BackLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <ButtonLink to={to} icon={<ArrowBackIcon />}>
      {children}
    </ButtonLink>
  );
}
