/** The detail's skeleton: name, tags, the big number, a few facts. */
export function DetailSkeleton() {
  return (
    <div className="product-detail-head" aria-hidden="true">
      <div className="product-skeleton-line" />
      <div className="product-skeleton-line product-skeleton-short" />
      <div className="product-skeleton-line product-skeleton-big" />
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="product-skeleton-line" />
      ))}
    </div>
  );
}
