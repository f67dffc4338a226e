import type { ReactNode } from 'react';

interface AlertProps {
  variant: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
}

/** An inline message; errors interrupt screen readers (role=alert), the others are polite (role=status). */
export function Alert({ variant, title, children }: AlertProps) {
  return (
    <div className={`alert alert--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      {title && <p className="alert__title">{title}</p>}
      <div className="alert__body">{children}</div>
    </div>
  );
}
