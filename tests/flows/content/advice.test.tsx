import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { dropImages, pickImages, stubObjectUrls } from '@tests/support/image-upload';
import { renderRoute } from '@tests/support/render-route';

/** An element's text as toHaveTextContent reads it: runs of white space as one space. */
const textOf = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';

// compressorjs cannot decode images in jsdom: the picked file goes up as it is.
vi.mock('@/page-kit/image-upload/compress-image', () => import('@tests/support/image-upload'));

const server = setupMockApi();

stubObjectUrls();

const cards = () => [...document.querySelectorAll('.opinion-card')] as HTMLElement[];

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  content = '登录后偶尔白屏，需要重新打开才能使用。',
) {
  await user.click(await screen.findByRole('button', { name: /反馈类型/ }));
  await user.click(await screen.findByText('系统'));
  await user.type(screen.getByRole('textbox', { name: '问题描述' }), content);
}

describe('advice', { timeout: 15_000 }, () => {
  it('submits a complaint with two images, which then heads the history as 待处理', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/addOpinion')) sent.push(await request.clone().json());
    });
    const { location } = renderRoute('/phone/advice');
    await fillForm(user);
    expect(screen.getByText('19/500')).toBeInTheDocument();
    await pickImages(user, ['a.png', 'b.png']);
    expect(document.querySelectorAll('.adm-image-uploader-cell img')).toHaveLength(2);
    // The form learns the uploads are done one render after the cells drop their 上传中 mask.
    await user.click(await screen.findByRole('button', { name: '提交' }));

    // The page's 加载中… is a status too: wait for the one that says the submission went through.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map(textOf)).toContainEqual(
        expect.stringMatching(/提交成功（受理编号 OP\d+）/),
      ),
    );
    expect(location()).toBe('/phone/advice?tab=history');
    await waitFor(() => expect(cards()).toHaveLength(4));
    const first = cards()[0]!;
    expect(first).toHaveTextContent('登录后偶尔白屏，需要重新打开才能使用。');
    expect(within(first).getByText('待处理')).toBeInTheDocument();
    expect(first.querySelectorAll('.opinion-images .adm-image')).toHaveLength(2); // lazy: drawn when scrolled to
    expect(sent[0]).toMatchObject({
      requestData: { opinionType: 'SYSTEM', imageFileIds: [expect.any(String), expect.any(String)] },
    });
    expect((sent[0] as { requestData: object }).requestData).not.toHaveProperty('contactPhone');
  }, 15_000);

  it('holds 提交 while an image is still uploading, so nothing is sent without it', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(API('uploadImage'), async () => {
        await held;
        return HttpResponse.json(envelope({ fileId: 'F202611220001', fileName: 'slow.png', size: 8 }));
      }),
    );
    const opinions: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/addOpinion')) opinions.push(request.url);
    });
    renderRoute('/phone/advice');
    await fillForm(user);
    await dropImages(user, ['slow.png']);
    const holding = await screen.findByRole('button', { name: '图片上传中…' });
    expect(holding).toBeDisabled();
    await user.click(holding);
    expect(opinions).toEqual([]);
    release();
    const submit = await screen.findByRole('button', { name: '提交' });
    expect(submit).toBeEnabled();
  });

  it('shows each status and the reply in the history', async () => {
    renderRoute('/phone/advice?tab=history');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().map((c) => c.querySelector('.opinion-status')?.textContent)).toEqual([
      '待处理',
      '处理中',
      '已回复',
    ]);
    expect(cards()[2]).toHaveTextContent('华信信托回复 · 2026-02-22 16:30');
    expect(cards()[2]).toHaveTextContent('联系电话 138****5678');
  });

  it('asks for type and a long enough description before sending anything', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/addOpinion')) sent();
    });
    renderRoute('/phone/advice');
    await user.type(await screen.findByRole('textbox', { name: '问题描述' }), '太慢');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择反馈类型')).toBeInTheDocument();
    expect(screen.getByText(/问题描述应为5至500个字/)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  }, 10_000);

  it('says so in place when today’s limit is reached (05162001), keeping the text', async () => {
    server.use(
      http.post(API('addOpinion'), () =>
        HttpResponse.json({
          code: '00000000',
          msg: '成功',
          result: { statusCode: '05162001', msg: '今日提交次数已达上限，请明日再试' },
        }),
      ),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/advice');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('今日提交次数已达上限');
    expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue(
      '登录后偶尔白屏，需要重新打开才能使用。',
    );
  });

  it('prefills the contact hint with the last masked phone', async () => {
    renderRoute('/phone/advice');
    expect(await screen.findByPlaceholderText('默认 138****5678，可修改')).toBeInTheDocument();
  });
});
