import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { chinaToday } from '@/features/risk/model/rules';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };
const line = (text: string) => screen.getByText(text, { selector: 'li' });

describe('householdAssets / incomeCertificate (worksheets)', { timeout: 60_000 }, () => {
  it('householdAssets adds the assets, takes the debts off and says which way fits', async () => {
    const u = user();
    const { location } = renderRoute('/phone/householdAssets');
    expect(await screen.findByText('✗ 未满足：家庭金融资产不低于500万元', {}, LONG)).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /^银行存款/ }), '280.5');
    await u.type(screen.getByRole('textbox', { name: /^信托计划/ }), '150');
    await u.type(screen.getByRole('textbox', { name: /^房贷、车贷/ }), '120');
    expect(screen.getByText('430.50万元')).toBeInTheDocument();
    expect(screen.getByText('310.50万元')).toBeInTheDocument();
    expect(line('✓ 满足：家庭金融净资产不低于300万元')).toBeInTheDocument();
    expect(line('✗ 未满足：家庭金融资产不低于500万元')).toBeInTheDocument();
    // Letters and a third decimal do not get in.
    await u.type(screen.getByRole('textbox', { name: /^银行理财产品/ }), 'a70.125');
    expect(screen.getByRole('textbox', { name: /^银行理财产品/ })).toHaveValue('70.12');
    expect(line('✓ 满足：家庭金融资产不低于500万元')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '去上传证明' }));
    await waitFor(() => expect(location()).toBe('/phone/upload'));
  });

  it('incomeCertificate: the template names the last three years; their average against 40万', async () => {
    const year = Number(chinaToday().slice(0, 4));
    const u = user();
    renderRoute('/phone/incomeCertificate');
    expect(await screen.findByText(/兹证明＿＿＿＿（身份证号/, {}, LONG)).toHaveTextContent(
      `${year - 3}年度＿＿＿＿＿＿元；${year - 2}年度＿＿＿＿＿＿元；${year - 1}年度＿＿＿＿＿＿元`,
    );
    await u.type(screen.getByRole('textbox', { name: `${year - 3}年度税前收入` }), '46.8');
    await u.type(screen.getByRole('textbox', { name: `${year - 2}年度税前收入` }), '51.2');
    expect(await screen.findByText('✗ 未满足：近3年本人年均收入不低于40万元')).toBeInTheDocument();
    expect(screen.getByText('32.67万元')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: `${year - 1}年度税前收入` }), '53.6');
    expect(screen.getByText('50.53万元')).toBeInTheDocument();
    expect(line('✓ 满足：近3年本人年均收入不低于40万元')).toBeInTheDocument();
  });
});
