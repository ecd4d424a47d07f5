import type { ReactNode } from 'react';

export interface GridFact {
  label: string;
  value: ReactNode;
}

/**
 * A card's short facts as a description list (起投金额 / 100万元 …), laid out by the page's class;
 * a fact the product does not have is left out by passing false in its place.
 */
export function FactGrid({
  facts,
  className,
}: {
  facts: readonly (GridFact | false | null | undefined)[];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts
        .filter((fact): fact is GridFact => !!fact)
        .map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
