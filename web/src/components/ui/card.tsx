import { type ReactNode, useId } from 'react';

interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level of the title; cards inside a page default to h2. */
  headingLevel?: 1 | 2 | 3;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Card({ title, description, headingLevel = 2, actions, className, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={['card', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {(title || description || actions) && (
        <header className="card__header">
          <div>
            {title && (
              <Heading id={titleId} className="card__title">
                {title}
              </Heading>
            )}
            {description && <p className="card__description">{description}</p>}
          </div>
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      {children && <div className="card__body">{children}</div>}
    </section>
  );
}
