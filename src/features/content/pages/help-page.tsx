import { Button, Collapse, SearchBar, Skeleton } from 'antd-mobile';
import { Tabs } from '@/page-kit/tabs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHelpCenterList, useHelpQuestionList } from '@gen/hooks/content/content';
import type { HelpQuestion } from '@gen/model/helpQuestion';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { SafeHtml } from '@/page-kit/safe-html';
import { useDebouncedValue } from '@/page-kit/debounced-value';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { HighlightedText } from '../components/highlighted-text';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_TEL, SERVICE_HOURS } from '../model/help-contact';
import './help-page.css';

/** The first tab: the hot questions (helpQuestionList without a category). */
const HOT = 'HOT';
const KEYWORD_MAX = 30;

/**
 * help (帮助中心): FAQ by category (helpCenterList → tabs, helpQuestionList per tab), a search
 * across all categories (debounced; matches highlighted as text), answers expanded in place
 * (rich text only through SafeHtml), and the ways to reach a person at the bottom.
 */
export default function HelpPage() {
  const navigate = useNavigate();
  const toAdvice = useReclickGuard(() => navigate(hrefTo('advice')));
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const [tab, setTab] = useState(HOT);
  const categories = useHelpCenterList({});
  const searching = keyword.length > 0;
  const questions = useHelpQuestionList(searching ? { keyword } : tab === HOT ? {} : { categoryCode: tab });

  return (
    <PageFrame
      busy={questions.isPending}
      footer={
        <div className="help-footer">
          <p className="help-footer-hint">
            没有找到答案？客服热线 {SERVICE_HOTLINE}（{SERVICE_HOURS}）
          </p>
          <div className="help-footer-actions">
            <Button
              fill="outline"
              color="primary"
              size="large"
              className="help-footer-action"
              onClick={toAdvice}
            >
              投诉建议
            </Button>
            <Button color="primary" size="large" className="help-footer-action" onClick={callHotline}>
              联系客服
            </Button>
          </div>
        </div>
      }
    >
      <SearchBar
        className="help-search"
        placeholder="搜索问题，如“风险测评”"
        value={typed}
        maxLength={KEYWORD_MAX}
        onChange={setTyped}
        aria-label="搜索常见问题"
      />
      {searching ? (
        <p className="help-result-title" aria-live="polite">
          “{keyword}”的搜索结果
        </p>
      ) : categories.data ? (
        <Tabs activeKey={tab} onChange={setTab} className="help-tabs">
          <Tabs.Tab key={HOT} title="热门问题" />
          {categories.data.map((category) => (
            <Tabs.Tab key={category.categoryCode} title={category.categoryName} />
          ))}
        </Tabs>
      ) : null}
      <QueryView
        query={questions}
        skeleton={<Skeleton.Paragraph lineCount={6} animated />}
        pendingLabel="常见问题加载中"
        isEmpty={(list) => list.length === 0}
        empty={
          searching
            ? { title: '未找到相关问题', description: '换个关键词试试，或联系客服为您解答' }
            : { title: '暂无常见问题' }
        }
      >
        {(list) => <QuestionList list={list} keyword={searching ? keyword : ''} />}
      </QueryView>
    </PageFrame>
  );
}

function QuestionList({ list, keyword }: { list: HelpQuestion[]; keyword: string }) {
  return (
    <Collapse accordion className="help-questions">
      {list.map((item) => (
        <Collapse.Panel
          key={item.questionId}
          title={
            <span className="help-question">
              <HighlightedText text={item.question} keyword={keyword} />
              {keyword ? <span className="help-question-category">{item.categoryName}</span> : null}
            </span>
          }
        >
          <SafeHtml className="help-answer" html={item.answerHtml} />
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

function callHotline() {
  window.location.href = SERVICE_HOTLINE_TEL;
}
