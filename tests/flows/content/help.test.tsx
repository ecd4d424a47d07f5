import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearScenario, setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

const questionTitles = () =>
  [
    ...document.querySelectorAll('.help-questions .adm-collapse-panel-header .adm-list-item-content-main'),
  ].map((el) => el.textContent);

describe('help', { timeout: 15_000 }, () => {
  it('shows the hot questions, then a category’s, and opens an answer as sanitised rich text', async () => {
    const user = userEvent.setup();
    renderRoute('/phone/help');
    expect(await screen.findByText('风险测评结果的有效期是多久？')).toBeInTheDocument();
    expect(questionTitles()).toHaveLength(5); // the hot ones of all four categories
    await user.click(await screen.findByRole('tab', { name: '收益与赎回' }));
    await waitFor(() =>
      expect(questionTitles()).toEqual([
        '信托收益什么时候分配？',
        '业绩比较基准是承诺收益吗？',
        '赎回资金多久到账？',
      ]),
    );
    await user.click(screen.getByText('业绩比较基准是承诺收益吗？'));
    const answer = await screen.findByText(/不代表受托人对收益的承诺或保证/);
    expect(answer.tagName).toBe('STRONG');
  });

  it('searches all categories after typing stops and highlights the keyword as text', async () => {
    const user = userEvent.setup();
    renderRoute('/phone/help');
    await screen.findByText('风险测评结果的有效期是多久？');
    await user.type(screen.getByRole('searchbox'), '个人账户');
    expect(await screen.findByText('“个人账户”的搜索结果')).toBeInTheDocument();
    await waitFor(() => expect(questionTitles()).toEqual(['华信信托会通过个人账户收款吗？安全与隐私']));
    const marks = [...document.querySelectorAll('.help-questions mark')].map((m) => m.textContent);
    expect(marks).toEqual(['个人账户']);
  }, 10_000);

  it('says so when nothing matches, and never renders the query as markup', async () => {
    const user = userEvent.setup();
    const { container } = renderRoute('/phone/help');
    await screen.findByText('风险测评结果的有效期是多久？');
    await user.type(screen.getByRole('searchbox'), '<img src=x>');
    expect(await screen.findByText('未找到相关问题')).toBeInTheDocument();
    expect(screen.getByText('“<img src=x>”的搜索结果')).toBeInTheDocument();
    expect(container.querySelector('main img')).toBeNull();
  }, 10_000);

  it('strips script from an answer the server sends', async () => {
    server.use(
      http.post(API('helpQuestionList'), () =>
        HttpResponse.json(
          envelope([
            {
              questionId: 'FAQ9',
              categoryCode: 'SECURITY',
              categoryName: '安全与隐私',
              question: '<b>问题</b>',
              answerHtml:
                '<p>答案正文</p><script>window.__hacked = 1</script><img src=x onerror="window.__hacked=2">',
            },
          ]),
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/phone/help');
    await user.click(await screen.findByText('<b>问题</b>'));
    expect(await screen.findByText('答案正文')).toBeInTheDocument();
    expect(document.querySelector('.help-answer script, .help-answer [onerror]')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('offers 重试 when the questions fail to load, and the way to a person', async () => {
    setScenario({ outcome: 'http500', call: 'helpQuestionList' });
    const user = userEvent.setup();
    renderRoute('/phone/help');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    clearScenario();
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('风险测评结果的有效期是多久？')).toBeInTheDocument();
    const footer = document.querySelector('footer') as HTMLElement;
    expect(within(footer).getByText(/客服热线 400-820-8888/)).toBeInTheDocument();
    await user.click(within(footer).getByRole('button', { name: '投诉建议' }));
    expect(await screen.findByRole('heading', { level: 1, name: '投诉建议' })).toBeInTheDocument();
  });
});
