import { Button, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getInvestGetQuestionaryQueryKey,
  useInvestGetQuestionary,
  useSaveQuestionnaireAnswer,
} from '../../../../generated/hooks/risk/risk';
import type { InvestorQuestionnaire as Data } from '../../../../generated/model/investorQuestionnaire';
import type { InvestorQuestionnaireType } from '../../../../generated/model/investorQuestionnaireType';
import type { SaveQuestionnaireAnswerData } from '../../../../generated/model/saveQuestionnaireAnswerData';
import { isBusinessError } from '../../../api/business-error';
import { PageFrame } from '../../../page-kit/page-frame/page-frame';
import { QueryView } from '../../../page-kit/query-states/query-view';
import { clearAnswers } from '../../../page-kit/questionnaire/answers-store';
import { Questionnaire } from '../../../page-kit/questionnaire/questionnaire';
import type { Answers } from '../../../page-kit/questionnaire/questionnaire-types';
import { ResultView } from '../../../page-kit/result-page/result-view';
import { hrefTo } from '../../../routing/href';
import type { AppPath } from '../../../routing/query-params';
import { useReclickGuard } from '../../../widgets/shared/use-reclick-guard';
import { toAnswerList, toKitQuestions } from '../model/to-kit-questions';
import './risk.css';

const storageKeyOf = (q: Data) => `${q.questionnaireType}:${q.questionnaireId}:${q.version}`;

/** "2026年08月22日 10:35" from the contract's date-time. */
const atText = (at: string) =>
  `${at.slice(0, 4)}年${at.slice(5, 7)}月${at.slice(8, 10)}日 ${at.slice(11, 16)}`;

export interface InvestorQuestionnaireProps {
  type: InvestorQuestionnaireType;
  redirect?: AppPath;
}

/**
 * One of investGetQuestionary's questionnaires on the kit's renderer (one question a screen,
 * answers kept for the session), sent once through saveQuestionnaireAnswer; then the server's
 * conclusion (passed or not) and the way on. 05080002 (a new version) reloads it empty.
 */
export function InvestorQuestionnaire({ type, redirect }: InvestorQuestionnaireProps) {
  const queryClient = useQueryClient();
  const questionnaire = useInvestGetQuestionary({ questionnaireType: type });
  const save = useSaveQuestionnaireAnswer({ request: { label: '提交', ownCodes: ['05080002'] } });
  const [done, setDone] = useState<SaveQuestionnaireAnswerData>();
  const [refusal, setRefusal] = useState<string>();
  const [round, setRound] = useState(0);

  const submit = async (data: Data, answers: Answers) => {
    setRefusal(undefined);
    try {
      const saved = await save.mutateAsync({
        data: {
          questionnaireType: type,
          questionnaireId: data.questionnaireId,
          version: data.version,
          answers: toAnswerList(data.questions, answers),
        },
      });
      await queryClient.invalidateQueries({
        queryKey: getInvestGetQuestionaryQueryKey({ questionnaireType: type }),
      });
      setDone(saved);
    } catch (error) {
      if (isBusinessError(error, '05080002')) {
        clearAnswers(storageKeyOf(data));
        setRefusal('问卷已更新，请重新作答。');
        await questionnaire.refetch();
        setRound((n) => n + 1);
      }
      throw error;
    }
  };

  if (done) {
    return (
      <PageFrame title="提交成功" back={false}>
        <Submitted type={type} result={done} redirect={redirect} />
      </PageFrame>
    );
  }

  return (
    <PageFrame busy={questionnaire.isPending} title={questionnaire.data?.title}>
      <QueryView
        query={questionnaire}
        pendingLabel="问卷加载中"
        skeleton={<Skeleton.Paragraph lineCount={6} animated />}
        isEmpty={(data) => data.questions.length === 0}
        empty={{ title: '暂无问卷', description: '请稍后再试或联系您的理财经理' }}
      >
        {(data) => (
          <>
            {data.intro ? <p className="risk-intro">{data.intro}</p> : null}
            {data.lastAnsweredAt ? (
              <p className="risk-hint" role="note">
                您已于{atText(data.lastAnsweredAt)}提交过本问卷，如情况有变可重新填写，以最新一次为准。
              </p>
            ) : null}
            {refusal ? (
              <p className="risk-refusal" role="alert">
                {refusal}
              </p>
            ) : null}
            <Questionnaire
              key={`${storageKeyOf(data)}:${round}`}
              questions={toKitQuestions(data.questions)}
              storageKey={storageKeyOf(data)}
              submitText="提交问卷"
              onSubmit={(answers) => submit(data, answers)}
            />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

function Submitted({
  type,
  result,
  redirect,
}: {
  type: InvestorQuestionnaireType;
  result: SaveQuestionnaireAnswerData;
  redirect?: AppPath;
}) {
  const navigate = useNavigate();
  const passed = result.passed !== false;
  const goOn = useReclickGuard(() => (redirect ? navigate(redirect, { replace: true }) : navigate(-1)));
  const partTwo = useReclickGuard(() =>
    navigate(hrefTo('questionnaireTow', { redirect }), { replace: true }),
  );
  const certify = useReclickGuard(() => navigate(hrefTo('strengthen', { redirect })));
  return (
    <>
      <ResultView
        status={passed ? 'success' : 'warning'}
        title={passed ? '问卷已提交' : '问卷已提交，请留意结论'}
        description={result.resultText}
      />
      <div className="risk-actions">
        {type === 'PART_ONE' ? (
          <Button block color="primary" size="large" onClick={partTwo}>
            继续填写第二部分
          </Button>
        ) : type === 'QUALIFIED' && passed ? (
          <Button block color="primary" size="large" onClick={certify}>
            去上传认证材料
          </Button>
        ) : null}
        <Button
          block
          color="primary"
          size="large"
          fill={type === 'PART_ONE' || (type === 'QUALIFIED' && passed) ? 'outline' : 'solid'}
          onClick={goOn}
        >
          {redirect ? '继续办理' : '返回'}
        </Button>
      </div>
    </>
  );
}
