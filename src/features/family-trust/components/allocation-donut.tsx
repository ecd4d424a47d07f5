import type { AssetAllocation } from '@gen/model/assetAllocation';
import { MaskedAmount } from '@/page-kit/amount-mask';
import { conicGradient, slicesOf } from '../model/allocation';
import { ASSET_CLASS, labelOf } from '../model/labels';
import { percentText } from '../model/text';

/**
 * 资产配置 on the valuation date: a donut drawn by CSS (a conic gradient, no chart library) and a
 * legend that says everything the picture shows, so screen readers and elderly mode need no chart.
 */
export function AllocationDonut({
  allocation,
  valuationDate,
}: {
  allocation: readonly AssetAllocation[];
  valuationDate?: string;
}) {
  const slices = slicesOf(allocation);
  return (
    <section className="ft-section" aria-labelledby="ft-allocation">
      <div className="ft-section-head">
        <h2 id="ft-allocation" className="ft-section-title">
          资产配置
        </h2>
        {valuationDate ? <span className="ft-row-meta">估值日 {valuationDate}</span> : null}
      </div>
      <div className="ft-allocation">
        <div className="ft-donut" style={{ background: conicGradient(slices) }} aria-hidden="true" />
        <ul className="ft-legend">
          {slices.map(({ allocation: item, colour }) => (
            <li key={item.assetClass}>
              <span className="ft-legend-swatch" style={{ background: colour }} aria-hidden="true" />
              <span>{labelOf(ASSET_CLASS, item.assetClass)}</span>
              <strong>{percentText(item.ratio)}</strong>
              <span className="ft-legend-amount">
                <MaskedAmount value={item.amount} unit="元" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
