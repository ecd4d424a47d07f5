import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { PRIVACY_CONSENT_KEY } from '@/features/content/model/privacy-consent';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
beforeEach(() => localStorage.clear());

const stored = () =>
  JSON.parse(localStorage.getItem(PRIVACY_CONSENT_KEY) ?? 'null') as { decision: string } | null;

describe('PIPL lists', { timeout: 15_000 }, () => {
  it('informationList groups the collected fields with purpose and scenario, sensitive ones marked', async () => {
    renderRoute('/phone/informationList');
    const bio = await screen.findByRole('region', { name: '生物识别信息' });
    expect(within(bio).getByText('人脸图像、活体检测视频')).toBeInTheDocument();
    expect(within(bio).getAllByText('敏感信息')).toHaveLength(2);
    expect(within(bio).getByText('核验是否为本人操作')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      '身份信息',
      '联系信息',
      '财产与账户信息',
      '生物识别信息',
      '交易与评估信息',
      '设备与日志信息',
    ]);
  });

  it('sharedLnventory names each third party, method and policy; an origin off the allow-list is not a link', async () => {
    renderRoute('/phone/sharedLnventory');
    const signing = await screen.findByRole('region', { name: '身份核验与电子签约' });
    expect(within(signing).getByText('安信电子认证服务有限公司')).toBeInTheDocument();
    expect(within(signing).getByText('SDK 采集，加密传输，核验后不留存原始影像')).toBeInTheDocument();
    // The test build allows no external origin: addresses are shown as text, never as links.
    expect(
      within(signing).getByText('https://www.anxin-ca.example/privacy（请复制至浏览器查看）'),
    ).toBeInTheDocument();
    expect(document.querySelector('main a[href^="http"]')).toBeNull();
  });
});

describe('privacy policy', { timeout: 15_000 }, () => {
  it('privacyPolicy shows the document and links to both lists', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/privacyPolicy');
    expect(await screen.findByRole('heading', { name: '华信信托隐私政策' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '五、您的权利' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '第三方信息共享清单' }));
    expect(await screen.findByRole('heading', { level: 1, name: '第三方信息共享清单' })).toBeInTheDocument();
    expect(location()).toBe('/phone/sharedLnventory');
  });

  it('privacyPolicyTemplate is the same text without links into the app', async () => {
    renderRoute('/phone/privacyPolicyTemplate');
    expect(await screen.findByRole('heading', { name: '华信信托隐私政策' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '个人信息清单' })).toBeNull();
  });
});

describe('privacyPolicyAgreement', { timeout: 15_000 }, () => {
  it('同意 remembers consent to this version and continues to the app path it was given', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/privacyPolicyAgreement?redirect=%2Fphone%2Fhelp');
    await user.click(await screen.findByRole('button', { name: '同意' }));
    expect(await screen.findByRole('heading', { level: 1, name: '帮助中心' })).toBeInTheDocument();
    expect(location()).toBe('/phone/help');
    expect(stored()?.decision).toBe('agreed');
  });

  it('refuses an off-app redirect and continues home instead', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/privacyPolicyAgreement?redirect=https%3A%2F%2Fevil.example%2F');
    await user.click(await screen.findByRole('button', { name: '同意' }));
    await waitFor(() => expect(location()).toBe('/phone/about'));
  });

  it('不同意 says what follows; 再想想 stays, 仍不同意 records it and goes to the public home page', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/privacyPolicyAgreement');
    await user.click(await screen.findByRole('button', { name: '不同意' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('您仍可浏览公司介绍、资讯等公开内容，但无法登录及办理认购、赎回');
    await user.click(within(dialog).getByRole('button', { name: '再想想' }));
    expect(location()).toBe('/phone/privacyPolicyAgreement');
    expect(stored()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the 1 s re-click window
    await user.click(screen.getByRole('button', { name: '不同意' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '仍不同意' }));
    await waitFor(() => expect(location()).toBe('/phone/about'));
    expect(stored()?.decision).toBe('declined');
  });
});
