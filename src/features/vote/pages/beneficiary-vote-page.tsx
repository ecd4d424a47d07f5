import { Button, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getGetVoteInfoQueryKey,
  getQueryVoteChoicesQueryKey,
  useGetVoteInfo,
  useQueryVoteChoices,
} from '@gen/hooks/vote/vote';
import type { CastChoice } from '@gen/model/castChoice';
import type { VoteChoicesData } from '@gen/model/voteChoicesData';
import type { VoteInfo } from '@gen/model/voteInfo';
import type { VoteReceipt } from '@gen/model/voteReceipt';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView, type QueryLike } from '@/page-kit/query-states';
import { Questionnaire, saveAnswers } from '@/page-kit/questionnaire';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { BallotReview } from '../components/ballot-review';
import { MeetingCard } from '../components/meeting-card';
import { MeetingNotice } from '../components/meeting-notice';
import { MotionList } from '../components/motion-list';
import { VoteSmsStep, type VoteGone } from '../components/vote-sms-step';
import { toAnswers, toBallot, toQuestions } from '../model/ballot';
import { dateTimeText } from '../model/vote-text';
import '../components/vote.css';
import { RefusalNote } from '@/page-kit/refusal-note';

type Step =
  | { at: 'overview' }
  | { at: 'ballot' }
  | { at: 'confirm'; ballot: CastChoice[] }
  | { at: 'done'; receipt: VoteReceipt };

const GONE_TEXT: Readonly<Record<VoteGone, string>> = {
  closed: '本次表决已不在表决期内，您的意见未能提交。',
  voted: '您已完成本次表决，以下为您已提交的意见。',
  missing: '未能提交：表决不存在或您不是本次大会的受益人。',
};

/**
 * votQuestionnaire: a beneficiaries' meeting held by correspondence (our proposal; the spec names
 * only the calls). The meeting (getVoteInfo: notice, documents, motions, the holder's votes) and
 * the ballot (queryVoteChoices) → 开始表决: one motion a screen on the kit's questionnaire →
 * the ballot to confirm, with 修改意见 → SMS (getVoteVerificationCode → checkVoteSmsCode) →
 * submitVoteChoices → the receipt. Cast, closed or counted: the holder's choices and the outcome.
 */
export default function BeneficiaryVotePage() {
  const { voteId } = usePageQuery('votQuestionnaire');
  const info = useGetVoteInfo(voteId ? { voteId } : {}, { request: { ownCodes: ['05110101'] } });
  const known = info.data?.voteId;
  // The ballot of the vote the meeting names (without ?voteId= the server chose it).
  const choices = useQueryVoteChoices(
    { voteId: known ?? '' },
    { query: { enabled: known !== undefined }, request: { ownCodes: ['05110101'] } },
  );
  const missing = [info.error, choices.error].find((error) => isBusinessError(error, '05110101'));
  if (missing) return <NotFound message={missing.message} />;
  if (info.data && choices.data) return <VoteSteps info={info.data} choices={choices.data} />;

  const both: QueryLike<true> = {
    data: undefined,
    error: info.error ?? choices.error,
    isPending: true,
    isFetching: info.isFetching || choices.isFetching,
    refetch: () => (info.error ? info.refetch() : choices.refetch()),
  };
  return (
    <PageFrame busy={!both.error}>
      <QueryView
        query={both}
        pendingLabel="表决信息加载中"
        skeleton={
          <>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={8} animated />
          </>
        }
      >
        {() => null}
      </QueryView>
    </PageFrame>
  );
}

function VoteSteps({ info, choices }: { info: VoteInfo; choices: VoteChoicesData }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ at: 'overview' });
  const [notice, setNotice] = useState<string>();
  const storageKey = `vote:${info.voteId}`;
  const canVote = info.status === 'OPEN' && !info.voted;

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetVoteInfoQueryKey({ voteId: info.voteId }) }),
      queryClient.invalidateQueries({ queryKey: getGetVoteInfoQueryKey({}) }),
      queryClient.invalidateQueries({ queryKey: getQueryVoteChoicesQueryKey({ voteId: info.voteId }) }),
    ]);
  const start = useReclickGuard(() => {
    setNotice(undefined);
    setStep({ at: 'ballot' });
  });
  const toOverview = () => {
    void reload();
    setStep({ at: 'overview' });
  };

  if (step.at === 'ballot') {
    return (
      <PageFrame back={() => setStep({ at: 'overview' })}>
        <p className="vote-text vote-weak">请逐项发表意见，全部议案表决后可在下一步确认或修改。</p>
        <Questionnaire
          questions={toQuestions(info.motions, choices.options)}
          storageKey={storageKey}
          submitText="下一步"
          onSubmit={async (answers) => {
            const ballot = toBallot(info.motions, choices.options, answers);
            if (ballot) setStep({ at: 'confirm', ballot });
          }}
        />
      </PageFrame>
    );
  }

  if (step.at === 'confirm') {
    const edit = () => {
      saveAnswers(storageKey, toAnswers(step.ballot));
      setStep({ at: 'ballot' });
    };
    return (
      <PageFrame title="确认表决" back={edit}>
        <BallotReview
          label="您的表决意见"
          motions={info.motions}
          options={choices.options}
          ballot={step.ballot}
        />
        <VoteSmsStep
          voteId={info.voteId}
          ballot={step.ballot}
          onEdit={edit}
          onCast={(receipt) => {
            void reload();
            setStep({ at: 'done', receipt });
          }}
          onGone={(why) => {
            setNotice(GONE_TEXT[why]);
            toOverview();
          }}
        />
      </PageFrame>
    );
  }

  if (step.at === 'done') {
    return (
      <PageFrame title="表决完成" back={false}>
        <ResultView
          status="success"
          title="表决已提交"
          description={`回执号 ${step.receipt.voteNo}｜${dateTimeText(step.receipt.votedAt)}`}
        />
        <BallotReview
          label="已提交的意见"
          motions={info.motions}
          options={choices.options}
          ballot={step.receipt.choices}
        />
        <div className="vote-actions">
          <Button block color="primary" size="large" onClick={toOverview}>
            查看表决详情
          </Button>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      footer={
        canVote ? (
          <Button block color="primary" size="large" onClick={start}>
            开始表决
          </Button>
        ) : undefined
      }
    >
      {notice ? <RefusalNote>{notice}</RefusalNote> : null}
      <MeetingCard info={info} />
      <StatusNote info={info} />
      <MeetingNotice info={info} />
      <MotionList info={info} mine={choices.myChoices} />
    </PageFrame>
  );
}

/** What the holder can do now, when it is not voting: wait, or nothing more (with the receipt). */
function StatusNote({ info }: { info: VoteInfo }) {
  const text =
    info.status === 'NOT_STARTED'
      ? `表决将于${dateTimeText(info.startAt)}开始，届时可在此发表意见。`
      : !info.voted && info.status === 'CLOSED'
        ? '表决已截止，您未参加本次表决。计票结果公告后将在此显示。'
        : !info.voted && info.status === 'COUNTED'
          ? '您未参加本次表决。'
          : info.voted && info.status !== 'COUNTED'
            ? '您的表决意见已提交，不可更改。计票结果公告后将在此显示。'
            : undefined;
  return text ? (
    <p className="vote-note" role="note">
      {text}
    </p>
  ) : null;
}

function NotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  const toHoldings = useReclickGuard(() => navigate(hrefTo('positionList'), { replace: true }));
  return (
    <PageFrame
      footer={
        <Button block color="primary" size="large" onClick={toHoldings}>
          查看我的持仓
        </Button>
      }
    >
      <ResultView status="warning" title="未找到表决" description={message} />
    </PageFrame>
  );
}
