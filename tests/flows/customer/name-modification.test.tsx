import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerProfiles } from '@mocks/domains/customer/seed';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function forgetSavedPinyin() {
  const profile = customerProfiles.findFirst((q) => q.where({ customerId: 'C2018031600' }));
  if (!profile) throw new Error('no profile');
  await customerProfiles.update(profile, {
    data(draft) {
      draft.surnamePinyin = undefined;
      draft.givenNamePinyin = undefined;
    },
  });
}

describe('nameModification', () => {
  it('prefills the pinyin from the name when none is saved, and saves it', async () => {
    await forgetSavedPinyin();
    const u = user();
    const { location, toasts } = renderRoute('/phone/nameModification');
    expect(await screen.findByText('张伟')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('姓（拼音）')).toHaveValue('ZHANG'));
    expect(screen.getByLabelText('名（拼音）')).toHaveValue('WEI');
    expect(screen.getByText('拼音已根据您的姓名自动生成，如与证件不符可直接修改。')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/phone/personInfo'));
    expect(toasts()).toContain('保存成功');
    const states = await screen.findByRole('region', { name: '账户与投资者信息' });
    expect(within(states).getByRole('link', { name: /姓名拼音/ })).toHaveTextContent('ZHANG WEI');
  }, 30_000);

  it('shows the saved pinyin, takes an edit in capitals and saves it', async () => {
    const u = user();
    const { location } = renderRoute('/phone/nameModification');
    const given = await screen.findByLabelText('名（拼音）');
    await waitFor(() => expect(given).toHaveValue('WEI'));
    await u.clear(given);
    await u.type(given, 'wei lv');
    expect(given).toHaveValue('WEILYU');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/phone/personInfo'));
    const states = await screen.findByRole('region', { name: '账户与投资者信息' });
    await waitFor(() =>
      expect(within(states).getByRole('link', { name: /姓名拼音/ })).toHaveTextContent('ZHANG WEILYU'),
    );
  }, 30_000);

  it('an empty part is asked for before anything is sent', async () => {
    const u = user();
    renderRoute('/phone/nameModification');
    const surname = await screen.findByLabelText('姓（拼音）');
    await waitFor(() => expect(surname).toHaveValue('ZHANG'));
    await u.clear(surname);
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入姓（拼音）')).toBeInTheDocument();
  }, 30_000);

  it('says the server’s 05210007 above the form, without a toast', async () => {
    setScenario({ outcome: 'status:05210007', call: 'savePersonMessage' });
    const u = user();
    const { toasts, location } = renderRoute('/phone/nameModification');
    await waitFor(async () => expect(await screen.findByLabelText('名（拼音）')).toHaveValue('WEI'));
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(location()).toBe('/phone/nameModification');
  }, 30_000);
});
