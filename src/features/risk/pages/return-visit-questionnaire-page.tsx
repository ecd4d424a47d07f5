import { Button, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getGetSalesBehaviorQuestionnaireQueryKey,
  useGetSalesBehaviorQuestionnaire,
  useSaveSalesBehaviorQuestionnaire,
} from '@gen/hooks/risk/risk';
import type { QuestionAnswer } from '@gen/model/questionAnswer';
import type { SalesQuestionnaire } from '@gen/model/salesQuestionnaire';
import type { SalesVisitResult } from '@gen/model/salesVisitResult';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { DueVisits } from '../components/due-visits';
import { ServerQuestionnaire } from '../components/server-questionnaire';
import { chineseDateTime } from '../model/chinese-date-time';
import { wanText } from '../model/wan-text';
import '../styles/risk.css';
import { FactList } from '@/page-kit/fact-list';

const storageKeyOf = (q: SalesQuestionnaire) => `visit:${q.orderNo}:${q.questionnaireId}:${q.version}`;

/**
 * saleQuestionnaire (?orderNo=): the return visit of a subscription after its cooling-off (without
 * an order: the list of the visits due). The order in short, then by the visit's state: not due
 * yet (when the cooling-off ends), the questions (sent once; answers kept for the session), done,
 * or not passed (customer service calls; the investor may answer again). A passed visit moves the
 * order on to 认购成功.
 */
export default function ReturnVisitQuestionnairePage() {
  const { orderNo } = usePageQuery('saleQuestionnaire');
  if (!orderNo) {
    return (
      <PageFrame>
        <DueVisits />
      </PageFrame>
    );
  }
  return <Visit orderNo={orderNo} />;
}

function Visit({ orderNo }: { orderNo: string }) {
  const queryClient = useQueryClient();
  const visit = useGetSalesBehaviorQuestionnaire({ orderNo }, { request: { ownCodes: ['05080311'] } });
  const save = useSaveSalesBehaviorQuestionnaire({ request: { label: '提交', ownCodes: ['05080002'] } });
  const [result, setResult] = useState<SalesVisitResult>();

  const send = async (data: SalesQuestionnaire, answers: QuestionAnswer[]) => {
    const saved = await save.mutateAsync({
      data: { orderNo, questionnaireId: data.questionnaireId, version: data.version, answers },
    });
    await queryClient.invalidateQueries({
      queryKey: getGetSalesBehaviorQuestionnaireQueryKey({ orderNo }),
    });
    setResult(saved);
  };

  if (result) {
    return (
      <PageFrame title="回访结果" back={false}>
        <VisitDone orderNo={orderNo} passed={result.visitStatus === 'PASSED'} text={result.resultText} />
      </PageFrame>
    );
  }

  const missing = isBusinessError(visit.error, '05080311');
  return (
    <PageFrame busy={visit.isPending}>
      {missing ? (
        <ResultView
          status="failure"
          title="无需回访"
          description="订单不存在或不需要回访，请返回订单列表查看。"
        />
      ) : (
        <QueryView
          query={visit}
          pendingLabel="回访问卷加载中"
          skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        >
          {(data) => (
            <>
              <OrderSummary data={data} />
              {data.visitStatus === 'NOT_DUE' ? (
                <ResultView
                  status="review"
                  title="冷静期尚未结束"
                  description={
                    data.coolingOffEndsAt
                      ? `冷静期将于${chineseDateTime(data.coolingOffEndsAt)}结束，届时可进行回访。冷静期内您可撤销认购并全额退款。`
                      : '冷静期结束后可进行回访。'
                  }
                />
              ) : data.visitStatus === 'PASSED' ? (
                <VisitDone
                  orderNo={orderNo}
                  passed
                  text={
                    data.answeredAt ? `您已于${chineseDateTime(data.answeredAt)}完成回访。` : '您已完成回访。'
                  }
                />
              ) : (
                <ServerQuestionnaire
                  data={data}
                  storageKey={storageKeyOf(data)}
                  submitText="提交回访"
                  send={(answers) => send(data, answers)}
                  reload={visit.refetch}
                >
                  {data.visitStatus === 'FAILED' ? (
                    <p className="risk-hint" data-tone="danger" role="note">
                      上次回访未通过，我司客服将与您联系核实。如您此前的回答有误，可重新作答。
                    </p>
                  ) : null}
                </ServerQuestionnaire>
              )}
            </>
          )}
        </QueryView>
      )}
    </PageFrame>
  );
}

function OrderSummary({ data }: { data: SalesQuestionnaire }) {
  return (
    <section className="risk-section" aria-label="回访订单">
      <h2>{data.productName}</h2>
      <FactList>
        <dt>订单编号</dt>
        <dd>{data.orderNo}</dd>
        <dt>认购金额</dt>
        <dd>
          {formatMoney(data.amount)}元（{wanText(data.amount)}）
        </dd>
      </FactList>
    </section>
  );
}

function VisitDone({ orderNo, passed, text }: { orderNo: string; passed: boolean; text: string }) {
  const navigate = useNavigate();
  const toOrder = useReclickGuard(() =>
    navigate(hrefTo('productOrderDetails', { orderNo }), { replace: true }),
  );
  return (
    <>
      <ResultView
        status={passed ? 'success' : 'warning'}
        title={passed ? '回访已完成' : '回访未通过'}
        description={text}
      />
      <div className="risk-actions">
        <Button block color="primary" size="large" onClick={toOrder}>
          查看订单
        </Button>
      </div>
    </>
  );
}
