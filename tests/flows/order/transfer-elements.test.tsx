import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const LONG = { timeout: 15_000 };

describe('合同要素 in the transfer agreement (transferContractElements)', { timeout: 60_000 }, () => {
  it('asks for the figures first, then lists the agreement with this transfer’s own', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/makeOverDetails?productCode=XT2024001');
    await screen.findByRole('region', { name: '转让产品' }, LONG);
    await user.click(screen.getByRole('button', { name: '《信托受益权转让协议》' }));
    let sheet = await screen.findByRole('dialog', { name: '信托受益权转让协议' });
    expect(within(sheet).getByText(/填写转让份额、转让总价与受让方后/)).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '已阅读并同意' }));

    await user.type(screen.getByLabelText('转让份额'), '500000');
    await user.click(screen.getByRole('textbox', { name: '转让价款' }));
    await user.keyboard('510000');
    await user.type(screen.getByLabelText('受让方姓名'), '李娜');
    await user.click(screen.getByRole('button', { name: '《信托受益权转让协议》' }));
    sheet = await screen.findByRole('dialog', { name: '信托受益权转让协议' });
    const list = await within(sheet).findByLabelText('合同要素', {}, { timeout: 15_000 });
    expect(within(list).getByText('张伟')).toBeInTheDocument();
    expect(within(list).getByText('李*')).toBeInTheDocument();
    expect(within(list).getByText('510,000.00元')).toBeInTheDocument();
    expect(within(list).getByText('1.0200元')).toBeInTheDocument();
    expect(within(list).getByText('510.00元')).toBeInTheDocument();
    expect(within(list).getByText('中国工商银行 6222 **** **** 0123')).toBeInTheDocument();
  });
});
