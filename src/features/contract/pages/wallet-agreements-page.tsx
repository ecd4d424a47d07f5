import { Link } from 'react-router-dom';
import { useQueryCustomerAgmtList } from '@gen/hooks/contract/contract';
import type { CustomerAgreement } from '@gen/model/customerAgreement';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { minuteOf } from '../components/contract-row';
import { ListSkeleton } from '../components/list-skeleton';
import { StateTag } from '../components/state-tag';
import { quoted } from '../model/labels';
import '../styles/contract.css';

/**
 * qbContractList (钱包协议): the wallet-payment agreements the investor signed when opening the
 * wallet (queryCustomerAgmtList WALLET), each with its counterparty and date, opening in the
 * file viewer (comPdf) with its download.
 */
export default function WalletAgreementsPage() {
  const agreements = useQueryCustomerAgmtList({ agmtType: 'WALLET' });
  return (
    <PageFrame busy={agreements.isPending}>
      <QueryView
        query={agreements}
        skeleton={<ListSkeleton rows={3} />}
        pendingLabel="协议加载中"
        isEmpty={(list) => list.length === 0}
        empty={{ title: '暂无钱包协议', description: '开通钱包支付后，您签署的协议将显示在这里' }}
      >
        {(list) => (
          <>
            <h3 className="contract-section-title">钱包支付相关协议（{list.length}份）</h3>
            <ul className="contract-list">
              {list.map((agreement) => (
                <AgreementRow key={agreement.agmtId} agreement={agreement} />
              ))}
            </ul>
            <p className="contract-note">
              钱包支付服务由华信信托合作的持牌支付机构提供。如需解约或对协议有疑问，请致电 400-820-8888。
            </p>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

function AgreementRow({ agreement }: { agreement: CustomerAgreement }) {
  const signed = agreement.signState === 'SIGNED';
  return (
    <li>
      <Link
        className="contract-row"
        to={hrefTo('comPdf', { fileId: agreement.fileId, title: agreement.agmtName })}
      >
        <span className="contract-row-main">
          <span className="contract-row-title">{quoted(agreement.agmtName)}</span>
          <span className="contract-row-sub">
            {agreement.counterparty} · 共{agreement.pageCount}页
            {signed && agreement.signedAt ? ` · 签署于 ${minuteOf(agreement.signedAt)}` : ''}
          </span>
        </span>
        <span className="contract-row-side">
          <StateTag tone={signed ? 'done' : 'todo'}>{signed ? '已签署' : '未签署'}</StateTag>
          <span className="contract-row-arrow" aria-hidden="true">
            ›
          </span>
        </span>
      </Link>
    </li>
  );
}
