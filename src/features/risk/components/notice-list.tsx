import '../styles/risk.css';

/** A numbered notice (投资者须知, 风险提示, 老年投资者风险提示 …), plain text paragraphs. */
export function NoticeList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ol className="risk-notice" aria-label={label}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ol>
  );
}
