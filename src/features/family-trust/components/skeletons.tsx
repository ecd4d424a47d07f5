/** Cards shaped like the page's content while its first answer is on its way (never a spinner). */
export function FamilySkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="ft-skeleton">
          <div className="ft-skeleton-line ft-skeleton-short" />
          <div className="ft-skeleton-line ft-skeleton-block" />
          <div className="ft-skeleton-line" />
        </div>
      ))}
    </div>
  );
}
