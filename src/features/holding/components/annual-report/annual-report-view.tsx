import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePersonalAnnualReport } from '@gen/hooks/holding/holding';
import type { AnnualReport } from '@gen/model/annualReport';
import { isBusinessError } from '@/api/business-error';
import { AmountMaskToggle } from '@/page-kit/amount-mask';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { StatusBlock } from '@/page-kit/status-block';
import { hrefTo } from '@/routing/href';
import { RecordSkeleton } from '@/page-kit/trade-records';
import { AnnualFigures, AnnualProducts } from './annual-report-figures';
import './annual-report.css';

/**
 * 年度账单 (positionList?tab=REPORT): one calendar year on one page an investor would keep —
 * what was invested, redeemed or transferred, and what the trusts paid out, product by product.
 * The year chooser lists the years the server has; the latest comes first. Amounts follow the
 * eye toggle of the holding pages.
 */
export default function AnnualReportView() {
  const [year, setYear] = useState<string>();
  const report = usePersonalAnnualReport(year ? { year } : {}, {
    query: { placeholderData: keepPreviousData },
    request: { ownCodes: ['05060401'] },
  });
  const noReport = isBusinessError(report.error, '05060401');
  return (
    <PageFrame title="年度账单" busy={report.isPending}>
      {noReport ? (
        <StatusBlock status="empty" title="该年度暂无账单" description="请选择其他年度查看">
          <button type="button" className="ar-link" onClick={() => setYear(undefined)}>
            查看最近年度
          </button>
        </StatusBlock>
      ) : (
        <QueryView
          query={report}
          skeleton={<RecordSkeleton rows={4} />}
          pendingLabel="年度账单加载中"
          failedTitle="年度账单加载失败"
        >
          {(data) => <Report report={data} choosing={report.isFetching} onChoose={setYear} />}
        </QueryView>
      )}
    </PageFrame>
  );
}

function Report({
  report,
  choosing,
  onChoose,
}: {
  report: AnnualReport;
  choosing: boolean;
  onChoose: (year: string) => void;
}) {
  const quiet = report.investCount === 0 && report.redeemCount === 0 && report.distributionCount === 0;
  return (
    <div className="ar-page" aria-busy={choosing || undefined}>
      <div className="ar-years" role="group" aria-label="选择年度">
        {report.years.map((year) => (
          <button
            key={year}
            type="button"
            className="hi-chip"
            aria-pressed={year === report.year}
            onClick={() => onChoose(year)}
          >
            {year}年
          </button>
        ))}
      </div>
      <section className="ar-head" aria-label={`${report.year}年度账单`}>
        <h2 className="ar-title">
          {report.year}年度账单
          <AmountMaskToggle className="ar-eye" />
        </h2>
        <p className="ar-period">
          {report.complete
            ? `统计区间 ${report.year}-01-01 至 ${report.asOfDate}`
            : `统计至 ${report.asOfDate}，本年度尚未结束`}
        </p>
        <AnnualFigures report={report} />
      </section>
      {quiet ? (
        <StatusBlock
          status="empty"
          title="本年度暂无交易与分配"
          description="有确认的交易或收益分配后会显示在这里"
        />
      ) : (
        <AnnualProducts products={report.products} />
      )}
      <p className="hd-note">
        本账单依据已确认的交易与已到账的分配生成，仅供参考，以信托合同、确认书与分配通知为准。每笔交易见
        <Link to={hrefTo('transaction')}>交易记录</Link>，每笔分配见
        <Link to={hrefTo('orderIncome', { year: report.year })}>收益分配明细</Link>。
      </p>
    </div>
  );
}
