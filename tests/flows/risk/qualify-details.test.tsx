import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { daysFromToday } from '@mocks/db/seed/story';
import { qualifierFlows } from '@mocks/domains/risk/qualify-seed';
import { SEED_REJECT_REASON } from '@mocks/domains/risk/seed';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
afterEach(() => setInvestorVariant('default'));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };
const dateZh = (iso: string) => iso.replace(/(\d{4})-(\d{2})-(\d{2})/, '$1年$2月$3日');

/** The rejected investor's seed plus an older, approved (now expired) income request. */
async function rejectedWithAnOlderApproval() {
  await setInvestorVariant('qualify-rejected');
  await qualifierFlows.create({
    flowNo: 'QF202401100001',
    investorId: DEMO_INVESTOR.customerId,
    way: 'INCOME',
    status: 'APPROVED',
    proofFileIds: ['F202401100101'],
    experienceFileIds: ['F202401100102'],
    submittedAt: '2024-01-10T09:00:00+08:00',
    reviewedAt: '2024-01-11T15:00:00+08:00',
    validUntil: '2025-01-10',
  });
}

describe('certificationDetails (认证详情)', { timeout: 60_000 }, () => {
  it('the approved request: way, times, validity and its three images by proof', async () => {
    renderRoute('/phone/certificationDetails');
    expect(await screen.findByText('已通过', {}, LONG)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: '认证结果' });
    expect(facts).toHaveTextContent('家庭金融资产不低于500万元');
    expect(facts).toHaveTextContent(`有效期至${dateZh(daysFromToday(245))}`);
    expect(facts).toHaveTextContent(`提交时间${daysFromToday(-122)} 10:18`);
    expect(await screen.findByRole('heading', { name: '金融资产证明（2张）' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '投资经历证明（1张）' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^查看.+第\d张$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '重新认证' })).toBeNull();
  });

  it('a rejected latest request shows the reason and offers 重新认证; older ones are listed', async () => {
    await rejectedWithAnOlderApproval();
    const u = user();
    const { location } = renderRoute('/phone/certificationDetails');
    expect(await screen.findByText(`驳回原因：${SEED_REJECT_REASON}`, {}, LONG)).toBeInTheDocument();
    const others = screen.getByRole('region', { name: '其他认证记录' });
    const older = within(others).getByRole('link', { name: /近3年本人年均收入不低于40万元/ });
    await u.click(screen.getByRole('button', { name: '重新认证' }));
    await waitFor(() => expect(location()).toBe('/phone/upload'));
    expect(older).toHaveAttribute('href', '/phone/certificationDetails?flowNo=QF202401100001');
  });

  it('an older request opened by its number has no 重新认证', async () => {
    await rejectedWithAnOlderApproval();
    renderRoute('/phone/certificationDetails?flowNo=QF202401100001');
    expect(await screen.findByText('已通过', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '认证结果' })).toHaveTextContent(
      '近3年本人年均收入不低于40万元',
    );
    expect(screen.queryByRole('button', { name: '重新认证' })).toBeNull();
  });

  it('no requests yet: 暂无认证记录 with the way to start', async () => {
    await setInvestorVariant('unqualified');
    renderRoute('/phone/certificationDetails');
    expect(await screen.findByText('暂无认证记录', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去认证' })).toHaveAttribute('href', '/phone/strengthen');
  });

  it('an unknown number says so', async () => {
    renderRoute('/phone/certificationDetails?flowNo=QF209901010001');
    expect(await screen.findByText('未找到该认证记录。', {}, LONG)).toBeInTheDocument();
  });

  it('the images failing say so with 重试 while the request stays shown', async () => {
    setScenario({ outcome: 'http500', call: 'certificationImage', times: 1 });
    const u = user();
    renderRoute('/phone/certificationDetails');
    expect(await screen.findByText('已通过', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('加载失败', {}, LONG)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '金融资产证明（2张）' }, LONG)).toBeInTheDocument();
  });
});
