import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { investorProfile } from '@mocks/domains/risk/profile';
import { qualifierFlows } from '@mocks/domains/risk/qualify-seed';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { uploadedImages } from '@mocks/domains/content/advice-seed';
import { pendingQualification } from '@/features/risk/model/pending-qualification';
import { pickImages, stubObjectUrls } from '@tests/support/image-upload';
import { renderRoute } from '@tests/support/render-route';

// compressorjs cannot decode images in jsdom: the picked file goes up as it is.
vi.mock('@/page-kit/image-upload/compress-image', () => import('@tests/support/image-upload'));

const server = setupMockApi();
stubObjectUrls();
afterEach(async () => {
  pendingQualification.clear(); // kept for the tab: across tests too
  await setInvestorVariant('default');
});

const user = () => userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };

const pick = (u: ReturnType<typeof user>, ...names: string[]) => pickImages(u, names);

describe('upload → uploadOne → uploadTow', { timeout: 60_000 }, () => {
  it('an unqualified investor qualifies by income: proofs, experience, promise, then 审核中', async () => {
    await setInvestorVariant('unqualified');
    const u = user();
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/createQualifierFlow')) sent.push(await request.clone().json());
    });
    const { location } = renderRoute('/phone/upload?redirect=%2Fphone%2Fcapitain%3FproductCode%3DXT2024001');

    const next = await screen.findByRole('button', { name: '下一步' }, LONG);
    expect(next).toBeDisabled();
    await u.click(screen.getByRole('radio', { name: /近3年本人年均收入不低于40万元/ }));
    expect(screen.getByRole('region', { name: '需要上传' })).toHaveTextContent('收入证明投资经历证明');
    await u.click(next);

    await waitFor(() =>
      expect(location()).toBe(
        '/phone/uploadOne?way=INCOME&redirect=%2Fphone%2Fcapitain%3FproductCode%3DXT2024001',
      ),
    );
    expect(await screen.findByRole('heading', { name: '收入证明' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('个人所得税App中近3年的收入纳税明细')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看示例' })).toHaveAttribute('href', '/phone/incomeProof');
    expect(screen.getByRole('link', { name: '收入证明模板' })).toHaveAttribute(
      'href',
      '/phone/incomeCertificate',
    );
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    await pick(u, '2023.png', '2024.png', '2025.png');
    await u.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByRole('heading', { name: '投资经历证明' }, LONG)).toBeInTheDocument();
    expect(screen.getByText(/已上传证明3张/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '提交认证' });
    expect(submit).toBeDisabled();
    await pick(u, 'account.png');
    expect(submit).toBeDisabled(); // the promise is not ticked yet
    await u.click(screen.getByRole('checkbox', { name: /本人承诺所提供的材料真实/ }));
    await u.dblClick(submit);

    expect(await screen.findByRole('heading', { name: '认证材料已提交' }, LONG)).toBeInTheDocument();
    expect(screen.getByText(/我们将在2个工作日内完成审核/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      requestData: {
        way: 'INCOME',
        proofFileIds: [expect.any(String), expect.any(String), expect.any(String)],
        experienceFileIds: [expect.any(String)],
        promiseConfirmed: true,
      },
    });
    expect(investorProfile(DEMO_INVESTOR.customerId).qualifiedState).toBe('REVIEWING');
    expect(pendingQualification.get()).toBeNull();
    await u.click(screen.getByRole('button', { name: '查看认证详情' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/certificationDetails\?/));
  });

  it('in review: upload says so instead of the form', async () => {
    await setInvestorVariant('qualify-reviewing');
    renderRoute('/phone/upload');
    expect(await screen.findByRole('heading', { name: '认证审核中' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看认证详情' })).toBeInTheDocument();
  });

  it('certified for long: upload says no new request is needed', async () => {
    renderRoute('/phone/upload');
    expect(await screen.findByRole('heading', { name: '您已是合格投资者' }, LONG)).toBeInTheDocument();
  });

  it('opened directly, the steps go back to the start', async () => {
    const { location } = renderRoute('/phone/uploadTow?way=INCOME');
    await waitFor(() => expect(location()).toBe('/phone/uploadOne?way=INCOME'));
    const other = renderRoute('/phone/uploadOne');
    await waitFor(() => expect(other.location()).toBe('/phone/upload'));
  });

  it('05080201 (sent meanwhile from another device) is said in place with the way to the request', async () => {
    await setInvestorVariant('unqualified');
    pendingQualification.choose('FINANCIAL_ASSETS');
    pendingQualification.update({ proofFileIds: ['F1'], experienceFileIds: ['F2'] });
    await qualifierFlows.create({
      flowNo: 'QF209901010001',
      investorId: DEMO_INVESTOR.customerId,
      way: 'NET_ASSETS',
      status: 'REVIEWING',
      proofFileIds: [],
      experienceFileIds: [],
      submittedAt: '2026-01-01T10:00:00+08:00',
    });
    const u = user();
    renderRoute('/phone/uploadTow?way=FINANCIAL_ASSETS');
    await screen.findByRole('heading', { name: '投资经历证明' }, LONG);
    await u.click(screen.getByRole('checkbox', { name: /本人承诺/ }));
    await u.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您的认证申请正在审核中，请勿重复提交。');
    expect(screen.getByRole('link', { name: '查看认证详情' })).toBeInTheDocument();
  });

  it('05080203: images the server no longer has are dropped and step 1 says why', async () => {
    await setInvestorVariant('unqualified');
    pendingQualification.choose('FINANCIAL_ASSETS');
    pendingQualification.update({ proofFileIds: ['F209901010001'], experienceFileIds: ['F209901010002'] });
    const u = user();
    const { location } = renderRoute('/phone/uploadTow?way=FINANCIAL_ASSETS');
    await screen.findByRole('heading', { name: '投资经历证明' }, LONG);
    expect(uploadedImages.findFirst((q) => q.where({ fileId: 'F209901010001' }))).toBeUndefined();
    await u.click(screen.getByRole('checkbox', { name: /本人承诺/ }));
    await u.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(location()).toBe('/phone/uploadOne?way=FINANCIAL_ASSETS'));
    expect(await screen.findByRole('alert')).toHaveTextContent('证明材料已失效，请重新上传');
    expect(pendingQualification.get()).toMatchObject({ proofFileIds: [], experienceFileIds: [] });
  });
});
