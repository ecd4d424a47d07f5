import { Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useGetQuestionary, useSaveQuestionnaireAnswer } from '@gen/hooks/risk/risk';
import type { QuestionAnswer } from '@gen/model/questionAnswer';
import type { RiskQuestionnaire } from '@gen/model/riskQuestionnaire';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ServerQuestionnaire } from '../components/server-questionnaire';

const storageKeyOf = (q: RiskQuestionnaire) => `risk:${q.questionnaireId}:${q.version}`;

/**
 * ratingStep1: the risk questionnaire from getQuestionary on the kit's renderer (one question a
 * screen, answers kept for the session). 提交 sends the answers; the server scores them and the
 * result page shows the level to confirm. 05080001 (no assessment left today) is said in place
 * with the answers kept; 05080002 (a new version) reloads the questionnaire from scratch.
 */
export default function RiskQuestionnairePage() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('ratingStep1');
  const questionnaire = useGetQuestionary({});
  const save = useSaveQuestionnaireAnswer({ request: { ownCodes: ['05080001', '05080002'] } });

  const send = async (data: RiskQuestionnaire, answers: QuestionAnswer[]) => {
    const saved = await save.mutateAsync({
      data: {
        questionnaireType: 'RISK',
        questionnaireId: data.questionnaireId,
        version: data.version,
        answers,
      },
    });
    navigate(hrefTo('ratingResult', { evaluationNo: saved.answerNo, redirect }), { replace: true });
  };

  return (
    <PageFrame busy={questionnaire.isPending}>
      <QueryView
        query={questionnaire}
        pendingLabel="问卷加载中"
        skeleton={<Skeleton.Paragraph lineCount={6} animated />}
        isEmpty={(data) => data.questions.length === 0}
        empty={{ title: '暂无测评问卷', description: '请稍后再试或联系您的理财经理' }}
      >
        {(data) => (
          <ServerQuestionnaire
            data={data}
            storageKey={storageKeyOf(data)}
            submitText="提交测评"
            send={(answers) => send(data, answers)}
            reload={questionnaire.refetch}
            refusals={{ '05080001': '今日测评次数已达上限（每日3次），您的答案已保留，请明日再提交。' }}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}
