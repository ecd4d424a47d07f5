import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { investorProfile } from '@mocks/domains/risk/profile';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { pendingDeclaration } from '@/features/risk/model/pending-declaration';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
afterEach(async () => {
  pendingDeclaration.clear(); // the declaration in hand lives in memory, across tests too
  await setInvestorVariant('default');
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };
const REQUIRED = [/身体健康/, /完全民事行为能力/, /闲置资金/, /不保本、不保收益/];

describe('olderAgeTips → commitment → smsOlderVer', { timeout: 60_000 }, () => {
  it('a 66-year-old signs the declaration with the family informed and the SMS code', async () => {
    await setInvestorVariant('elderly');
    const u = user();
    const { location } = renderRoute(
      '/phone/olderAgeTips?redirect=%2Fphone%2Fcapitain%3FproductCode%3DXT2024001',
    );
    expect(await screen.findByText(/您已年满65周岁/, {}, LONG)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: '下一步' });
    expect(next).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: /已阅读并知悉/ }));
    await u.click(next);

    expect(await screen.findByRole('heading', { name: '本人郑重声明' }, LONG)).toBeInTheDocument();
    // Nothing ticked: 下一步 says what is missing and stays.
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('还有4项未勾选');
    for (const text of REQUIRED) await u.click(screen.getByRole('checkbox', { name: text }));
    await u.click(screen.getByRole('checkbox', { name: /告知家属/ }));
    const family = screen.getByRole('region', { name: '已告知的家属' });
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(within(family).getByText('请输入家属的中文姓名（2–20个字）')).toBeInTheDocument();
    await u.type(within(family).getByRole('textbox'), '张明');
    await u.click(within(family).getByText('子女'));
    await u.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByText(/验证码已发送至 138\*\*\*\*5678/, {}, LONG)).toBeInTheDocument();
    await u.type(screen.getByPlaceholderText('请输入6位验证码'), '123456');
    await u.click(screen.getByRole('button', { name: '确认签署' }));
    expect(await screen.findByText('老年投资者声明已签署', {}, LONG)).toBeInTheDocument();
    expect(investorProfile(DEMO_INVESTOR.customerId).elderlyDeclarationSigned).toBe(true);
    await u.click(screen.getByRole('button', { name: '继续办理' }));
    await waitFor(() => expect(location()).toBe('/phone/capitain?productCode=XT2024001'));
  });

  it('a wrong code is said and cleared; the declaration stays unsigned', async () => {
    await setInvestorVariant('elderly');
    const u = user();
    const { toasts } = renderRoute('/phone/commitment');
    await screen.findByRole('heading', { name: '本人郑重声明' }, LONG);
    for (const text of REQUIRED) await u.click(screen.getByRole('checkbox', { name: text }));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const field = await screen.findByPlaceholderText('请输入6位验证码', {}, LONG);
    await screen.findByText(/验证码已发送至/);
    await u.type(field, '654321');
    await u.click(screen.getByRole('button', { name: '确认签署' }));
    await waitFor(() => expect(toasts()).toContain('短信验证码错误，请重新输入'));
    expect(field).toHaveValue('');
    expect(investorProfile(DEMO_INVESTOR.customerId).elderlyDeclarationSigned).toBe(false);
  });

  it('opened directly, smsOlderVer goes back to commitment', async () => {
    await setInvestorVariant('elderly');
    const { location } = renderRoute('/phone/smsOlderVer');
    await waitFor(() => expect(location()).toBe('/phone/commitment'), LONG);
    expect(await screen.findByText('页面已失效，请重新确认声明内容')).toBeInTheDocument();
  });

  it('signed already: says when; under 65: nothing to sign', async () => {
    await setInvestorVariant('elderly-signed');
    const first = renderRoute('/phone/olderAgeTips');
    expect(await screen.findByText('老年投资者声明已签署', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(/签署时间：\d{4}年\d{2}月\d{2}日 15:20/)).toBeInTheDocument();
    first.unmount();
    await setInvestorVariant('default');
    renderRoute('/phone/commitment');
    expect(await screen.findByText('无需签署老年投资者声明', {}, LONG)).toBeInTheDocument();
  });
});
