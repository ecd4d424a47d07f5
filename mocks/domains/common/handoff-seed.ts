/**
 * What the server knows for the hand-off pages (src/features/common/README.md): the jump codes
 * that push messages, banners, QR codes, SMS links and campaigns carry, and the pages of the
 * company's mini-program that a URL scheme may open. Deterministic reference data; the first
 * code is the one Prism's pageJumpRoute example shows (the demo investor's bank cards).
 */
export interface JumpCodeRow {
  jumpType: 'PUSH' | 'BANNER' | 'QRCODE' | 'SMS' | 'ACTIVITY';
  jumpCode: string;
  target: string;
  needLogin: boolean;
  title?: string;
  /** Past its end date: the server answers 05170001 (a link) or 05170002 (a campaign). */
  ended?: boolean;
}

export const JUMP_CODES: readonly JumpCodeRow[] = [
  {
    jumpType: 'PUSH',
    jumpCode: 'JP20240628001',
    target: '/phone/bankCardList',
    needLogin: true,
    title: '我的银行卡',
  },
  {
    jumpType: 'BANNER',
    jumpCode: 'BN20240701002',
    target: '/phone/about',
    needLogin: false,
    title: '关于华信信托',
  },
  {
    jumpType: 'QRCODE',
    jumpCode: 'QR20240615003',
    target: '/phone/contactUs',
    needLogin: false,
    title: '联系我们',
  },
  {
    jumpType: 'SMS',
    jumpCode: 'SM20240620004',
    target: '/phone/inforList',
    needLogin: false,
    title: '华信资讯',
  },
  { jumpType: 'PUSH', jumpCode: 'JP20230101009', target: '/phone/about', needLogin: false, ended: true },
  {
    jumpType: 'ACTIVITY',
    jumpCode: 'PK2024SUMMER',
    target: '/phone/inforList',
    needLogin: false,
    title: '夏日财富季',
  },
  { jumpType: 'ACTIVITY', jumpCode: 'PK2023SPRING', target: '/phone/about', needLogin: false, ended: true },
];

/** Mini-program pages a URL scheme may open (urlscheme.generate refuses any other path). */
export const APPLET_PAGES: readonly string[] = [
  'pages/index/index',
  'pages/product/detail',
  'pages/mine/index',
];

/** The mock's JS-SDK AppID, as in the contract's example. */
export const WX_APP_ID = 'wx8a3f5c2d1e0b4976';

/** JS safe domains configured for the account beside the page's own origin (the contract's example host). */
export const WX_SAFE_ORIGINS: readonly string[] = ['https://h5.huaxintrust.example'];

/** How long a minted URL scheme stays valid (WeChat allows up to 30 days). */
export const SCHEME_VALID_DAYS = 30;
