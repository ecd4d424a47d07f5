import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetQuestionary, useSaveQuestionnaireAnswer } from '../../../../generated/hooks/risk/risk';
import type { RiskQuestionnaire } from '../../../../generated/model/riskQuestionnaire';
import { isBusinessError } from '../../../api/business-error';
import { PageFrame } from '../../../page-kit/page-frame/page-frame';
import { QueryView } from '../../../page-kit/query-states/query-view';
import { clearAnswers } from '../../../page-kit/questionnaire/answers-store';
import { Questionnaire } from '../../../page-kit/questionnaire/questionnaire';
import { hrefTo } from '../../../routing/href';
import { usePageQuery } from '../../../routing/use-page-query';
import { toAnswerList, toKitQuestions } from '../model/to-kit-questions';
import '../components/risk.css';

const storageKeyOf = (q: RiskQuestionnaire) => `risk:${q.questionnaireId}:${q.version}`;

/**
 * ratingStep1: the risk questionnaire from getQuestionary on the kit's renderer (one question a
 * screen, answers kept for the session). 提交 sends the answers; the server scores them and the
 * result page shows the level to confirm. 05080001 (no assessment left today) is said in place
 * with the answers kept; 05080002 (a new version) reloads the questionnaire from scratch.
 */
export default function RatingStep1Page() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('ratingStep1');
  const questionnaire = useGetQuestionary({});
  const save = useSaveQuestionnaireAnswer({ request: { ownCodes: ['05080001', '05080002'] } });
  const [refusal, setRefusal] = useState<string>();
  // A new round remounts the questionnaire empty (its answers live in its own state too).
  const [round, setRound] = useState(0);

  const submit = async (data: RiskQuestionnaire, answers: Parameters<typeof toAnswerList>[1]) => {
    setRefusal(undefined);
    try {
      const saved = await save.mutateAsync({
        data: {
          questionnaireType: 'RISK',
          questionnaireId: data.questionnaireId,
          version: data.version,
          answers: toAnswerList(data.questions, answers),
        },
      });
      navigate(hrefTo('ratingResult', { evaluationNo: saved.answerNo, redirect }), { replace: true });
    } catch (error) {
      if (isBusinessError(error, '05080001'))
        setRefusal('今日测评次数已达上限（每日3次），您的答案已保留，请明日再提交。');
      if (isBusinessError(error, '05080002')) {
        clearAnswers(storageKeyOf(data));
        setRefusal('问卷已更新，请重新作答。');
        await questionnaire.refetch();
        setRound((n) => n + 1);
      }
      throw error;
    }
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
          <>
            {data.intro ? <p className="risk-intro">{data.intro}</p> : null}
            {refusal ? (
              <p className="risk-refusal" role="alert">
                {refusal}
              </p>
            ) : null}
            <Questionnaire
              key={`${storageKeyOf(data)}:${round}`}
              questions={toKitQuestions(data.questions)}
              storageKey={storageKeyOf(data)}
              submitText="提交测评"
              onSubmit={(answers) => submit(data, answers)}
            />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
