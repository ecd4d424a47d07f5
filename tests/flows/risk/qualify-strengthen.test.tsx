import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setQualifyReview } from '@mocks/domains/risk/qualify-review';
import { SEED_REJECT_REASON } from '@mocks/domains/risk/seed';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
afterEach(async () => {
  setQualifyReview(undefined);
  await setInvestorVariant('default');
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };

describe('strengthen (合格投资者认证)', { timeout: 60_000 }, () => {
  it('a certified investor sees the validity, the three ways, the proofs with their examples', async () => {
    renderRoute('/phone/strengthen');
    expect(await screen.findByText('已认证', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(/^有效期至\d{4}年\d{2}月\d{2}日$/)).toBeInTheDocument();
    expect(screen.getByText(/须具有2年以上投资经历/)).toBeInTheDocument();
    for (const title of [
      '家庭金融净资产不低于300万元',
      '家庭金融资产不低于500万元',
      '近3年本人年均收入不低于40万元',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看金融资产证明示例' })).toHaveAttribute(
      'href',
      '/phone/financialProof',
    );
    expect(screen.getByRole('link', { name: '查看投资经历证明示例' })).toHaveAttribute(
      'href',
      '/phone/investProof',
    );
    expect(screen.getByRole('link', { name: '收入证明模板' })).toHaveAttribute(
      'href',
      '/phone/incomeCertificate',
    );
    // More than 30 days left: nothing to apply for, the request to look at.
    expect(screen.queryByRole('button', { name: /认证$/ })).toBeNull();
    expect(screen.getByRole('button', { name: '查看认证详情' })).toBeInTheDocument();
  });

  it('未认证: 立即认证 leads to upload, carrying the subscription to come back to', async () => {
    await setInvestorVariant('unqualified');
    const u = user();
    const { location } = renderRoute(
      '/phone/strengthen?redirect=%2Fphone%2Fcapitain%3FproductCode%3DXT2024001',
    );
    expect(await screen.findByText('未认证', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看认证详情' })).toBeNull();
    await u.click(screen.getByRole('button', { name: '立即认证' }));
    await waitFor(() =>
      expect(location()).toBe('/phone/upload?redirect=%2Fphone%2Fcapitain%3FproductCode%3DXT2024001'),
    );
  });

  it('审核中 says when it was sent and how long the review takes', async () => {
    await setInvestorVariant('qualify-reviewing');
    renderRoute('/phone/strengthen');
    expect(await screen.findByText('审核中', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(/提交的认证材料正在审核，预计2个工作日内完成。/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /认证$/ })).toBeNull();
  });

  it('已驳回 shows the reviewer’s reason and offers 重新认证', async () => {
    await setInvestorVariant('qualify-rejected');
    renderRoute('/phone/strengthen');
    expect(await screen.findByText(`驳回原因：${SEED_REJECT_REASON}`, {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新认证' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看认证详情' })).toBeInTheDocument();
  });

  it('已过期 says so and offers 重新认证', async () => {
    await setInvestorVariant('qualify-expired');
    renderRoute('/phone/strengthen');
    expect(await screen.findByText('已过期', {}, LONG)).toBeInTheDocument();
    expect(
      screen.getByText(/认证已于\d{4}年\d{2}月\d{2}日到期，重新认证前暂不能购买信托产品。/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新认证' })).toBeInTheDocument();
  });

  it('after the review approves, 继续办理 returns to the subscription', async () => {
    await setInvestorVariant('qualify-reviewing');
    setQualifyReview('approve');
    const u = user();
    const { location } = renderRoute(
      '/phone/strengthen?redirect=%2Fphone%2Fcapitain%3FproductCode%3DXT2024001',
    );
    expect(await screen.findByText('已认证', {}, LONG)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '继续办理' }));
    await waitFor(() => expect(location()).toBe('/phone/capitain?productCode=XT2024001'));
  });

  it('a failed read says so with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'certificationCondition', times: 1 });
    const u = user();
    renderRoute('/phone/strengthen');
    expect(await screen.findByText('加载失败', {}, LONG)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已认证', {}, LONG)).toBeInTheDocument();
  });
});
