import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { pendingApplication } from '@/features/asset-proof/model/pending-application';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

afterEach(() => {
  pendingApplication.clear();
  server.events.removeAllListeners();
});

const products = () => within(screen.getByRole('region', { name: '证明产品' })).getAllByRole('checkbox');

/** The requests a call received, as they reach the mock server. */
function requestsTo(call: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/${call}`)) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('assetCertificateIndex → assetShortMessage → issueAsset', { timeout: 20_000 }, () => {
  it('shows the products held yesterday, all chosen, with the exact total in 元 and 万元', async () => {
    renderRoute('/phone/assetCertificateIndex');
    expect(await screen.findByText('鑫享稳健1号集合资金信托计划')).toBeInTheDocument();
    expect(products()).toHaveLength(6);
    expect(products().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText('参考市值：1,200,000.00份 × 净值1.1860（2026-11-20）')).toBeInTheDocument();
    expect(screen.getByText(/已选 6 只产品/)).toHaveTextContent('合计 39,779,600.00元（3,977.96万元）');
    expect(screen.getByText('3101**********053X', { exact: false })).toBeInTheDocument();
  });

  it('an English certificate after SMS 123456: pinyin prefilled, checked, issued and shown as PDF', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const applied = requestsTo('openAsset');
    const { location, toasts } = renderRoute('/phone/assetCertificateIndex');
    await screen.findByText('鑫享稳健1号集合资金信托计划');
    // Only the two fixed-income plans.
    await user.click(screen.getByRole('button', { name: '全不选' }));
    await user.click(screen.getByRole('checkbox', { name: /鑫享稳健1号/ }));
    await user.click(screen.getByRole('checkbox', { name: /华信恒远3号/ }));
    expect(screen.getByText(/已选 2 只产品/)).toHaveTextContent('合计 4,000,000.00元（400.00万元）');
    await user.click(screen.getByRole('radio', { name: '英文版' }));
    expect(screen.getByRole('textbox', { name: '姓（拼音）' })).toHaveValue('ZHANG');
    expect(screen.getByRole('textbox', { name: '名（拼音）' })).toHaveValue('WEI');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    await waitFor(() => expect(location()).toBe('/phone/assetShortMessage'));
    expect(await screen.findByText('验证码已发送至 138****5678，5分钟内有效')).toBeInTheDocument();
    expect(screen.getByText(/2 只产品 · 合计 4,000,000.00元/)).toBeInTheDocument();
    expect(screen.getByText('姓名拼音：ZHANG WEI')).toBeInTheDocument();
    expect(applied).toEqual([
      {
        requestData: expect.objectContaining({
          productCodes: ['XT2024001', 'XT2023008'],
          language: 'EN',
          pinyinName: 'ZHANG WEI',
        }),
      },
    ]);
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '确认开具' }));

    await waitFor(() => expect(location()).toMatch(/^\/phone\/issueAsset\?certNo=ZM\d{12}$/));
    expect(await screen.findByRole('heading', { name: '资产证明已开具' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: /^资产证明 ZM/ });
    expect(card).toHaveTextContent('英文版');
    expect(card).toHaveTextContent('张伟（ZHANG WEI）');
    expect(card).toHaveTextContent('合计 4,000,000.00元');
    expect(await screen.findByRole('region', { name: 'Certificate of Assets' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('English needs both parts of the pinyin name; no product chosen is refused before any call', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const applied = requestsTo('openAsset');
    const { location } = renderRoute('/phone/assetCertificateIndex');
    await screen.findByText('鑫享稳健1号集合资金信托计划');
    await user.click(screen.getByRole('radio', { name: '英文版' }));
    await user.clear(screen.getByRole('textbox', { name: '名（拼音）' }));
    await user.type(screen.getByRole('textbox', { name: '姓（拼音）' }), 'zeng1');
    expect(screen.getByRole('textbox', { name: '姓（拼音）' })).toHaveValue('ZHANGZENG');
    await user.click(screen.getByRole('button', { name: '全不选' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入名（拼音）')).toBeInTheDocument();
    expect(screen.getByText('请至少选择1项')).toBeInTheDocument();
    expect(location()).toBe('/phone/assetCertificateIndex');
    expect(applied).toEqual([]);
  });

  it('a wrong code shows the server’s message and stays on the SMS step', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    pendingApplication.start({
      asOfDate: '2026-11-21',
      productCodes: ['XT2024001'],
      language: 'ZH',
      productCount: 1,
      totalAmount: '3000000.00',
    });
    const { toasts, location } = renderRoute('/phone/assetShortMessage');
    await screen.findByText(/验证码已发送至/);
    await user.type(screen.getByLabelText('短信验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '确认开具' }));
    await waitFor(() => expect(toasts()).toEqual(['短信验证码错误，请重新输入']));
    expect(location()).toBe('/phone/assetShortMessage');
    expect(screen.getByLabelText('短信验证码')).toHaveValue('');
  });

  it('opened directly (nothing to confirm), the SMS step goes back to the form', async () => {
    const { location } = renderRoute('/phone/assetShortMessage');
    await waitFor(() => expect(location()).toBe('/phone/assetCertificateIndex'));
    expect(await screen.findByText('鑫享稳健1号集合资金信托计划')).toBeInTheDocument();
  });

  it('after five certificates today 下一步 is off and says why', async () => {
    for (let i = 0; i < 5; i += 1) {
      const sms = await callData<{ applyNo: string; smsSerialNo: string }>('openAsset', {
        asOfDate: '2026-11-21',
        productCodes: ['XT2024001'],
        language: 'ZH',
      });
      await callData('openAssetVerify', {
        applyNo: sms.applyNo,
        smsCode: '123456',
        smsSerialNo: sms.smsSerialNo,
      });
    }
    renderRoute('/phone/assetCertificateIndex');
    expect(await screen.findByText('今日开具次数已达上限（每日5份），请明日再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });

  it('a failed read shows 加载失败 and 重试, which loads the form', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    setScenario({ outcome: 'http500', call: 'assetProofTemplate', times: 1 });
    renderRoute('/phone/assetCertificateIndex');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('鑫享稳健1号集合资金信托计划')).toBeInTheDocument();
  });
});

describe('assetCertificateHistory → assetCertificateDetail', { timeout: 20_000 }, () => {
  it('lists the certificates newest first and opens one with its products', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/assetCertificateHistory');
    const list = await screen.findByRole('list', { name: '资产证明开具记录' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '资产证明 ZM202611200001，截至2026年11月19日，合计4,000,000.00元',
      '资产证明 ZM202610200003，截至2026年10月19日，合计39,752,000.00元',
    ]);
    expect(links[1]).toHaveTextContent('鑫享稳健1号集合资金信托计划、华信恒远3号集合资金信托计划 等6只产品');
    await user.click(links[1]!);
    await waitFor(() => expect(location()).toBe('/phone/assetCertificateDetail?certNo=ZM202610200003'));
    const card = await screen.findByRole('region', { name: '资产证明 ZM202610200003' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(6);
    expect(card).toHaveTextContent('合计 39,752,000.00元（3,975.20万元）');
    // The PDF only on request.
    expect(screen.queryByRole('region', { name: '资产证明' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '查看证明' }));
    expect(await screen.findByRole('region', { name: '资产证明' })).toBeInTheDocument();
  });

  it('e-mails the certificate to the address on record, then to another one after checking it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { toasts, catalogue } = renderRoute('/phone/assetCertificateDetail?certNo=ZM202611200001');
    await screen.findByRole('region', { name: '资产证明 ZM202611200001' });
    await user.click(screen.getByRole('button', { name: '发送至邮箱' }));
    expect(await screen.findByRole('radio', { name: '预留邮箱 zha***@163.com' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(toasts()).toEqual(['发送成功']));
    catalogue.clock.elapse();
    expect(await screen.findByText(/最近发送：zha\*\*\*@163.com/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '发送至邮箱' }));
    await user.click(await screen.findByRole('radio', { name: '其他邮箱' }));
    await user.type(screen.getByLabelText('收件邮箱'), 'wei.zhang@qq');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    await user.type(screen.getByLabelText('收件邮箱'), '.com');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(toasts()).toEqual(['发送成功', '发送成功']));
    catalogue.clock.elapse();
    expect(await screen.findByText(/最近发送：wei\*\*\*@qq.com/)).toBeInTheDocument();
  });

  it('an unknown certificate number says so (05150008) with 重试, without a toast', async () => {
    const { toasts } = renderRoute('/phone/assetCertificateDetail?certNo=ZM209901010001');
    expect(await screen.findByText('资产证明不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
