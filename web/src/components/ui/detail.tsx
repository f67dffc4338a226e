import type { ReactNode } from 'react';

/** One term of a details list (`<dl className="details">`) and its value. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
