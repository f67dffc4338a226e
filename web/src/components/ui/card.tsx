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
  return (
    <section
      className={['card', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {(title || description || actions) && (
        <CardHeader titleId={titleId} title={title} description={description} headingLevel={headingLevel}>
          {actions && <div className="card__actions">{actions}</div>}
        </CardHeader>
      )}
      {children && <div className="card__body">{children}</div>}
    </section>
  );
}

interface CardHeaderProps {
  /** The heading's id, which the card's section names itself by. */
  titleId: string;
  title?: ReactNode;
  description?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** What stands beside the title: the card's actions. */
  children?: ReactNode;
}

/** A card's header: its title and description, and whatever stands beside them. */
function CardHeader({ titleId, title, description, headingLevel = 2, children }: CardHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header className="card__header">
      <div>
        {title && (
          <Heading id={titleId} className="card__title">
            {title}
          </Heading>
        )}
        {description && <p className="card__description">{description}</p>}
      </div>
      {children}
    </header>
  );
}

interface CardSectionProps {
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  /** What stands beside the title in the header. */
  aside?: ReactNode;
  /** The card's body, with its own `card__body` element (a form, a stack). */
  children: ReactNode;
}

/** A card whose body is its own element, named by its header's title. */
export function CardSection({ titleId, title, description, aside, children }: CardSectionProps) {
  return (
    <section className="card" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={title} description={description}>
        {aside}
      </CardHeader>
      {children}
    </section>
  );
}

interface BodyCardProps {
  /** The card's name for assistive technology, where it has no heading (or another name). */
  label?: string;
  /** A heading at the top of the body. */
  heading?: ReactNode;
  children: ReactNode;
}

/** A card that is all body, a tight stack of what it holds, opened by its heading if it has one. */
export function BodyCard({ label, heading, children }: BodyCardProps) {
  return (
    <section className="card" aria-label={label}>
      <div className="card__body stack stack--tight">
        {heading && <h2 className="card__title">{heading}</h2>}
        {children}
      </div>
    </section>
  );
}
