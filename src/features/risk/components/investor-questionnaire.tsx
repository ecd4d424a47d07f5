import { Button, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getInvestGetQuestionaryQueryKey,
  useInvestGetQuestionary,
  useSaveQuestionnaireAnswer,
} from '@gen/hooks/risk/risk';
import type { InvestorQuestionnaire as Data } from '@gen/model/investorQuestionnaire';
import type { QuestionAnswer } from '@gen/model/questionAnswer';
import type { InvestorQuestionnaireType } from '@gen/model/investorQuestionnaireType';
import type { SaveQuestionnaireAnswerData } from '@gen/model/saveQuestionnaireAnswerData';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import { useRouteDef } from '@/routing/route-context';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { chineseDateTime } from '../model/chinese-date-time';
import { ServerQuestionnaire } from './server-questionnaire';
import '../styles/risk.css';

const storageKeyOf = (q: Data) => `${q.questionnaireType}:${q.questionnaireId}:${q.version}`;

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
  const routeTitle = useRouteDef()?.title;

  const send = async (data: Data, answers: QuestionAnswer[]) => {
    const saved = await save.mutateAsync({
      data: {
        questionnaireType: type,
        questionnaireId: data.questionnaireId,
        version: data.version,
        answers,
      },
    });
    await queryClient.invalidateQueries({
      queryKey: getInvestGetQuestionaryQueryKey({ questionnaireType: type }),
    });
    setDone(saved);
  };

  if (done) {
    return (
      <PageFrame title="提交成功" back={false}>
        <Submitted type={type} result={done} redirect={redirect} />
      </PageFrame>
    );
  }

  return (
    // The bar keeps the route's title (调查问卷（二）is one page of a journey); the server's name for
    // the questionnaire, when it says more, heads the questions.
    <PageFrame busy={questionnaire.isPending}>
      <QueryView
        query={questionnaire}
        pendingLabel="问卷加载中"
        skeleton={<Skeleton.Paragraph lineCount={6} animated />}
        isEmpty={(data) => data.questions.length === 0}
        empty={{ title: '暂无问卷', description: '请稍后再试或联系您的理财经理' }}
      >
        {(data) => (
          <ServerQuestionnaire
            data={data}
            storageKey={storageKeyOf(data)}
            submitText="提交问卷"
            send={(answers) => send(data, answers)}
            reload={questionnaire.refetch}
            name={data.title !== routeTitle ? data.title : undefined}
          >
            {data.lastAnsweredAt ? (
              <p className="risk-hint" role="note">
                您已于{chineseDateTime(data.lastAnsweredAt)}
                提交过本问卷，如情况有变可重新填写，以最新一次为准。
              </p>
            ) : null}
          </ServerQuestionnaire>
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
