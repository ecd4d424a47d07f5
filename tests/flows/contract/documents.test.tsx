import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAllRequired } from '@mocks/domains/contract/testing';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';
import { expectLocation, footer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

setupMockApi();

const ORDER = 'OD202611200001';
const rows = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('pdfList (the documents of an order)', () => {
  it('lists the required documents with their read state, then the optional prospectus', async () => {
    renderRoute(`/phone/pdfList?orderNo=${ORDER}`);
    expect(await screen.findByText('必读文件（已读 0/3）')).toBeInTheDocument();
    expect(rows()).toEqual([
      '*《鑫享稳健1号集合资金信托计划信托合同》共6页 · 需阅读至末页且不少于10秒未阅读›',
      '*《风险申明书》共2页 · 需阅读至末页且不少于10秒未阅读›',
      '*《认购风险揭示书》共2页 · 需阅读至末页且不少于10秒未阅读›',
      '《鑫享稳健1号集合资金信托计划说明书》共4页 · 选读未阅读›',
    ]);
    expect(within(footer()).getByText('下一份：《鑫享稳健1号集合资金信托计划信托合同》')).toBeInTheDocument();
  });

  it('shows where a reading stopped and what is read; the footer opens the next unread', async () => {
    await callData('setPdfViewTime', {
      orderNo: ORDER,
      docId: 'DOC2026112000011',
      lastPage: 6,
      pageCount: 6,
      reachedEnd: true,
      readSeconds: 12,
    });
    await callData('setPdfViewTime', {
      orderNo: ORDER,
      docId: 'DOC2026112000012',
      lastPage: 1,
      pageCount: 2,
      reachedEnd: false,
      readSeconds: 3,
    });
    const { location } = renderRoute(`/phone/pdfList?orderNo=${ORDER}`);
    expect(await screen.findByText('必读文件（已读 1/3）')).toBeInTheDocument();
    expect(rows()[0]).toContain('已阅读');
    expect(rows()[1]).toBe('*《风险申明书》共2页 · 已读至第1页未读完›');
    await userEvent.click(within(footer()).getByRole('button', { name: '继续阅读' }));
    await expectLocation(location, `/phone/checkUserViewPdfBehavior?orderNo=${ORDER}&docId=DOC2026112000012`);
  });

  it('opens any document by tapping it', async () => {
    const { location } = renderRoute(`/phone/pdfList?orderNo=${ORDER}`);
    await userEvent.click(await screen.findByRole('button', { name: /说明书/ }));
    await expectLocation(location, `/phone/checkUserViewPdfBehavior?orderNo=${ORDER}&docId=DOC2026112000014`);
  });

  it('when all required documents are read, the next step is the signing entry', async () => {
    await readAllRequired(ORDER);
    const { location } = renderRoute(`/phone/pdfList?orderNo=${ORDER}`);
    await userEvent.click(await screen.findByRole('button', { name: '已阅读全部文件，下一步' }));
    await expectLocation(location, `/phone/signTheContract?orderNo=${ORDER}`);
    // Its two links are two items a screen reader reads apart, not one string.
    const links = await screen.findByRole('navigation', { name: '文件与合同' });
    expect(
      within(links)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['查看全部文件', '查看合同列表']);
  });

  it('pdfListNew groups the documents by contract', async () => {
    renderRoute(`/phone/pdfListNew?orderNo=${ORDER}`);
    expect(await screen.findByText('合同编号 HT202611200001')).toBeInTheDocument();
    expect(screen.getByText('合同编号 FX202611200001')).toBeInTheDocument();
    expect(screen.getByText('其他文件')).toBeInTheDocument();
  });

  it('a redemption’s list leads to the redemption signing', async () => {
    await readAllRequired('RD202611190001');
    const { location } = renderRoute('/phone/pdfList?orderNo=RD202611190001');
    await userEvent.click(await screen.findByRole('button', { name: '已阅读全部文件，下一步' }));
    await expectLocation(location, '/phone/signContract?orderNo=RD202611190001');
  });

  it('a wrongly typed answer shows a clear message with 重试, never a crash', async () => {
    setScenario({ outcome: 'wrong-type:null-in-list', call: 'productContractDocuments' });
    renderRoute(`/phone/pdfList?orderNo=${ORDER}`);
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByText('数据格式有误，请稍后重试')).toBeInTheDocument();
  });
});

describe('multipleContracts and selectContract', () => {
  it('multipleContracts lists the contracts; an unsigned one opens its confirmation', async () => {
    const { location } = renderRoute(`/phone/multipleContracts?orderNo=${ORDER}`);
    expect(await screen.findByText('本订单共2份合同')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /风险申明书/ }));
    await expectLocation(location, `/phone/confirmContract?orderNo=${ORDER}&contractNo=FX202611200001`);
  });

  it('a signed contract opens its details', async () => {
    const { location } = renderRoute('/phone/multipleContracts?orderNo=OD202611180002');
    expect(await screen.findAllByText('已签署')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /信托合同/ }));
    await expectLocation(location, '/phone/contractInfo?orderNo=OD202611180002&contractNo=HT202611180002');
  });

  it('selectContract: 下一步 waits for a choice, then confirms the chosen contract', async () => {
    const { location } = renderRoute(`/phone/selectContract?orderNo=${ORDER}`);
    const next = await within(await screen.findByRole('contentinfo')).findByRole('button', {
      name: '下一步',
    });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /风险申明书/ }));
    expect(next).toBeEnabled();
    await userEvent.click(next);
    await expectLocation(location, `/phone/confirmContract?orderNo=${ORDER}&contractNo=FX202611200001`);
  });
});
