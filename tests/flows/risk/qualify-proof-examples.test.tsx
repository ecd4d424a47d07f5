import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };

describe('financialProof / incomeProof / investProof (proof examples)', { timeout: 60_000 }, () => {
  it('financialProof: the specimen with what is checked, the requirements from the server, the template', async () => {
    const u = user();
    const { location } = renderRoute('/phone/financialProof');
    expect(await screen.findByText('个人存款证明书', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('开具日期在近1个月内')).toBeInTheDocument(); // a numbered mark of the specimen
    expect(await screen.findByRole('heading', { name: '金融资产证明要求' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('证券、期货账户的资产证明或对账单')).toBeInTheDocument();
    expect(screen.getByText('家庭成员的资产须同时上传关系证明（户口簿或结婚证）')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '家庭金融资产测算' }));
    await waitFor(() => expect(location()).toBe('/phone/householdAssets'));
  });

  it('incomeProof: three years of taxed income, and its template', async () => {
    renderRoute('/phone/incomeProof');
    expect(await screen.findByText('个人所得税纳税记录（收入纳税明细）', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '收入证明要求' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('须覆盖近3个完整年度，显示姓名、年度及税前收入')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看收入证明模板' })).toBeInTheDocument();
  });

  it('investProof: an account opened more than two years ago; no template; 我知道了 goes back', async () => {
    const u = user();
    const { location } = renderRoute('/phone/investProof');
    expect(await screen.findByText('证券账户开户证明', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '投资经历证明要求' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /模板|测算/ })).toBeNull();
    await u.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(location()).toBe('/phone/strengthen'));
  });

  it('the requirements failing say so with 重试 under the specimen', async () => {
    setScenario({ outcome: 'http500', call: 'certificationCondition', times: 1 });
    const u = user();
    renderRoute('/phone/investProof');
    expect(await screen.findByText('加载失败', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('证券账户开户证明')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '投资经历证明要求' }, LONG)).toBeInTheDocument();
  });
});
