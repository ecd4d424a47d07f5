import { screen, waitFor, within } from '@testing-library/react';
import { RECLICK_DEFAULT_MS } from '@/page-kit/reclick-guard';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { investorProfile } from '@mocks/domains/risk/profile';
import { crsDeclarations } from '@mocks/domains/tax/seed';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { crsDraft } from '@/features/tax/model/crs-draft';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();
afterEach(async () => {
  crsDraft.clear(); // the declaration in hand lives in memory, across tests too
  await setInvestorVariant('default');
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };
type U = ReturnType<typeof user>;

async function chooseCountry(u: U, section: HTMLElement, name: string) {
  await u.click(within(section).getByRole('button', { name: /国家（地区）/ }));
  const dialog = await screen.findByRole('dialog', { name: '选择国籍' });
  await u.type(within(dialog).getByRole('searchbox'), name);
  await u.click(await within(dialog).findByRole('button', { name }, LONG));
  await u.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(within(section).getByRole('button', { name: /国家（地区）/ })).toHaveTextContent(name),
  );
}

async function signWithCode(u: U, code = '123456') {
  await screen.findByText(/验证码已发送至 138\*\*\*\*5678/, {}, LONG);
  await u.type(screen.getByPlaceholderText('请输入6位验证码'), code);
  await u.click(screen.getByRole('button', { name: '确认签署' }));
}

describe('fiscal/identity → materials → revenue → consequence → note → trace', { timeout: 90_000 }, () => {
  it('declares two countries, one without a TIN and its reason, and finds it in the records', async () => {
    await setInvestorVariant('no-crs');
    const u = user();
    const { location } = renderRoute('/phone/fiscal/identity');
    expect(await screen.findByText(/未完成声明前，暂无法认购信托产品/, {}, LONG)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择您的税收居民身份');
    await u.click(screen.getByRole('radio', { name: /^既是中国税收居民/ }));
    await u.click(screen.getByRole('button', { name: '下一步' }));

    // materials: the name in pinyin from pinyin-pro, the address on record.
    await waitFor(() => expect(location()).toBe('/phone/fiscal/materials'));
    const surname = await screen.findByLabelText('姓（拼音）', {}, LONG);
    await waitFor(() => expect(surname).toHaveValue('ZHANG'), LONG);
    expect(screen.getByLabelText('名（拼音）')).toHaveValue('WEI');
    expect(screen.getByLabelText('现居地址（中文）')).toHaveValue('中国上海市浦东新区张杨路1588弄3号1202室');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入现居地址（英文或拼音）')).toBeInTheDocument();
    await u.type(
      screen.getByLabelText('现居地址（英文或拼音）'),
      'Room 1202, No.3, Lane 1588 Zhangyang Road, Pudong, Shanghai, China',
    );
    // The birthplace from the region popup: country, then the mainland's province and city.
    await u.click(screen.getByLabelText('出生地（中文）'));
    const popup = await screen.findByRole('dialog', { name: '国籍/地区' });
    await u.click(await within(popup).findByRole('button', { name: '中国' }, LONG));
    await u.click(await within(popup).findByRole('button', { name: '上海市' }, LONG));
    await u.click(within(popup).getByRole('button', { name: '确定' })); // no city yet: not taken
    expect(screen.getByRole('dialog', { name: '国籍/地区' })).toBeInTheDocument();
    await u.click(await within(popup).findByRole('button', { name: '上海市' }, LONG));
    await u.click(within(popup).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '国籍/地区' })).toBeNull());
    expect(screen.getByLabelText('出生地（中文）')).toHaveTextContent('中国上海市');
    await u.click(screen.getByRole('button', { name: '按中文出生地生成拼音' }));
    await waitFor(() =>
      expect(screen.getByLabelText('出生地（英文或拼音）')).toHaveValue('Zhongguoshanghaishi'),
    );
    await u.clear(screen.getByLabelText('出生地（英文或拼音）'));
    await u.type(screen.getByLabelText('出生地（英文或拼音）'), 'Shanghai, China');
    // A person takes longer than the kit's re-click guard to fill the fields in; the test types at
    // machine speed, so it waits the guard out (otherwise this tap counts as a repeat of the first).
    await new Promise((resolve) => setTimeout(resolve, RECLICK_DEFAULT_MS));
    await u.click(screen.getByRole('button', { name: '下一步' }));

    // revenue: Singapore with its TIN, the United States without one (could not obtain, why).
    await waitFor(() => expect(location()).toBe('/phone/fiscal/revenue'), LONG);
    await screen.findByText(/最多3个/, {}, LONG);
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请选择税收居民国（地区）')).toBeInTheDocument();
    const first = screen.getByRole('region', { name: '税收居民国（地区）1' });
    await chooseCountry(u, first, '新加坡');
    expect(within(first).getByText(/NRIC/)).toBeInTheDocument();
    await u.type(within(first).getByLabelText('识别号'), 's8512345d');
    await u.click(screen.getByRole('button', { name: '+ 添加税收居民国（地区）' }));
    const second = screen.getByRole('region', { name: '税收居民国（地区）2' });
    await chooseCountry(u, second, '美国');
    await u.click(within(second).getByText('无法提供'));
    // The United States issues TINs: "not issued" is no choice there.
    expect(
      within(second).getByText('居民国（地区）不发放纳税人识别号').closest('.adm-selector-item'),
    ).toHaveClass('adm-selector-item-disabled');
    await u.click(within(second).getByText('账户持有人未能取得纳税人识别号'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await within(second).findByText('请说明未能取得纳税人识别号的具体原因')).toBeInTheDocument();
    await u.type(within(second).getByLabelText('具体原因'), '在美工作未满一年，尚未取得社会安全号码。');
    await u.click(screen.getByRole('button', { name: '下一步' }));

    // consequence: the promise must be ticked.
    await waitFor(() => expect(location()).toBe('/phone/fiscal/consequence'), LONG);
    await u.click(await screen.findByRole('button', { name: '确认并获取验证码' }, LONG));
    expect(screen.getByRole('alert')).toHaveTextContent('请阅读并勾选确认声明须知');
    await u.click(screen.getByRole('checkbox', { name: /承诺信息变化后30日内告知/ }));
    await u.click(screen.getByRole('button', { name: '确认并获取验证码' }));

    // note: the SMS code signs it.
    await waitFor(() => expect(location()).toBe('/phone/fiscal/note'), LONG);
    expect(await screen.findByText('新加坡、美国', {}, LONG)).toBeInTheDocument();
    await signWithCode(u);
    expect(await screen.findByText('税收居民身份声明已提交', {}, LONG)).toBeInTheDocument();
    expect(investorProfile(DEMO_INVESTOR.customerId)).toMatchObject({
      crsDeclared: true,
      crsResidency: 'BOTH',
    });
    const stored = crsDeclarations.findMany((q) => q.where({ investorId: DEMO_INVESTOR.customerId }));
    expect(stored[0]?.birthPlaceCn).toBe('中国上海市');
    expect(stored[0]?.taxResidences).toEqual([
      { countryCode: 'SGP', tin: 'S8512345D' },
      {
        countryCode: 'USA',
        noTinReason: 'UNABLE_TO_OBTAIN',
        noTinExplanation: '在美工作未满一年，尚未取得社会安全号码。',
      },
    ]);

    await u.click(screen.getByRole('button', { name: '查看声明记录' }));
    await waitFor(() => expect(location()).toBe('/phone/fiscal/trace'), LONG);
    const card = await screen.findByRole('article', { name: /^既是中国税收居民/ }, LONG);
    expect(within(card).getByText('当前有效')).toBeInTheDocument();
    expect(within(card).getByText('S8*****5D')).toBeInTheDocument();
    expect(within(card).getByText(/账户持有人未能取得纳税人识别号：在美工作未满一年/)).toBeInTheDocument();
  });

  it('the three statuses are one radio group: Space chooses, the arrow keys move the choice and the focus', async () => {
    await setInvestorVariant('no-crs');
    const u = user();
    const { location } = renderRoute('/phone/fiscal/identity');
    const only = await screen.findByRole('radio', { name: /^仅为中国税收居民/ }, LONG);
    const group = screen.getByRole('radiogroup', { name: '本人的税收居民身份为' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    only.focus();
    await u.keyboard(' ');
    expect(only).toBeChecked();
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^仅为非居民/ })).toBeChecked();
    await u.keyboard('{ArrowDown}');
    const both = screen.getByRole('radio', { name: /^既是中国税收居民/ });
    expect(both).toBeChecked();
    expect(both).toHaveFocus();
    expect(only).not.toBeChecked();
    await u.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/phone/fiscal/materials'), LONG);
  });

  it('仅为中国税收居民: straight to the notice, signed, back to the subscription that asked', async () => {
    const u = user();
    const { location } = renderRoute(
      '/phone/fiscal/identity?redirect=%2Fphone%2Fcapitain%3FproductCode%3DXT2024001',
    );
    expect(await screen.findByRole('region', { name: '当前声明' }, LONG)).toHaveTextContent(
      '仅为中国税收居民',
    );
    await u.click(screen.getByRole('radio', { name: /^仅为中国税收居民/ }));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/fiscal\/consequence/), LONG);
    await u.click(await screen.findByRole('checkbox', { name: /承诺信息变化后30日内告知/ }));
    await u.click(screen.getByRole('button', { name: '确认并获取验证码' }));
    await signWithCode(u);
    expect(await screen.findByText('税收居民身份声明已提交', {}, LONG)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '继续办理' }));
    await waitFor(() => expect(location()).toBe('/phone/capitain?productCode=XT2024001'));
    expect(crsDeclarations.findMany((q) => q.where({ investorId: DEMO_INVESTOR.customerId }))).toHaveLength(
      2,
    );
  });

  it('a wrong code is said and cleared; nothing is declared', async () => {
    await setInvestorVariant('no-crs');
    crsDraft.start('CN_ONLY');
    crsDraft.update({ promiseAccepted: true });
    const u = user();
    const { toasts } = renderRoute('/phone/fiscal/note');
    await signWithCode(u, '654321');
    await waitFor(() => expect(toasts()).toContain('短信验证码错误，请重新输入'));
    expect(screen.getByPlaceholderText('请输入6位验证码')).toHaveValue('');
    expect(investorProfile(DEMO_INVESTOR.customerId).crsDeclared).toBe(false);
  });

  it('05090101: the proof no longer counts, a new code is asked for', async () => {
    crsDraft.start('CN_ONLY');
    crsDraft.update({ promiseAccepted: true });
    server.use(
      http.post(
        API('addTaxIssueInfo'),
        () =>
          HttpResponse.json(envelope(undefined, '05090101', '00000000', '验证已失效，请重新获取短信验证码')),
        { once: true },
      ),
    );
    const u = user();
    const { toasts } = renderRoute('/phone/fiscal/note');
    await signWithCode(u);
    expect(await screen.findByText('验证已失效，请重新获取短信验证码后提交。', {}, LONG)).toBeInTheDocument();
    expect(toasts()).not.toContain('验证已失效，请重新获取短信验证码');
    expect(crsDraft.get()?.checkToken).toBeUndefined();
  });

  it('a later step opened directly goes back to fiscal/identity', async () => {
    for (const step of ['materials', 'revenue', 'consequence', 'note']) {
      const view = renderRoute(`/phone/fiscal/${step}`);
      await waitFor(() => expect(view.location()).toBe('/phone/fiscal/identity'), LONG);
      view.unmount();
    }
  });

  it('records: empty without a declaration; a failed read offers 重试', async () => {
    await setInvestorVariant('no-crs');
    const empty = renderRoute('/phone/fiscal/trace');
    expect(await screen.findByText('暂无声明记录', {}, LONG)).toBeInTheDocument();
    empty.unmount();
    setScenario({ outcome: 'http500', call: 'queryTaxIssueNoticeStatus' });
    renderRoute('/phone/fiscal/trace');
    expect(await screen.findByRole('button', { name: '重试' }, LONG)).toBeInTheDocument();
  });
});
