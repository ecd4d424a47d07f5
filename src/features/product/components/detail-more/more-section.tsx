import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import './detail-more.css';

/** One titled block of the 产品要素 tab below the key facts. */
export function MoreSection({
  title,
  children,
  extra,
}: {
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <section className="more-section" aria-label={title}>
      <h3 className="more-title">
        <span>{title}</span>
        {extra}
      </h3>
      {children}
    </section>
  );
}

export function MoreSkeleton() {
  return <Skeleton.Paragraph lineCount={3} animated />;
}
