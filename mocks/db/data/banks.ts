/**
 * The main Chinese banks, as users know them, for the bank picker (queryBankCardHeadList).
 *
 * Source: the regulator's list of 大型商业银行 (6) and 全国性股份制商业银行 (12) as published
 * by 国家金融监督管理总局 (NFRA), plus the four largest 城市商业银行 by assets. `cnapsCode` is
 * the 3-digit 行别代码 of the PBOC's CNAPS payment system (all city commercial banks share 313);
 * `abbr` is the short code the banks use themselves. No npm package carries this list (see
 * /work/shared/domain-brief.md, section 4), so it is curated here, in this one file.
 * Order: the order users expect in a picker (the big six first).
 */
export const MAIN_BANKS = [
  { bnkName: '中国工商银行', cnapsCode: '102', abbr: 'ICBC' },
  { bnkName: '中国农业银行', cnapsCode: '103', abbr: 'ABC' },
  { bnkName: '中国银行', cnapsCode: '104', abbr: 'BOC' },
  { bnkName: '中国建设银行', cnapsCode: '105', abbr: 'CCB' },
  { bnkName: '交通银行', cnapsCode: '301', abbr: 'BOCOM' },
  { bnkName: '中国邮政储蓄银行', cnapsCode: '403', abbr: 'PSBC' },
  { bnkName: '招商银行', cnapsCode: '308', abbr: 'CMB' },
  { bnkName: '中信银行', cnapsCode: '302', abbr: 'CITIC' },
  { bnkName: '中国光大银行', cnapsCode: '303', abbr: 'CEB' },
  { bnkName: '华夏银行', cnapsCode: '304', abbr: 'HXB' },
  { bnkName: '中国民生银行', cnapsCode: '305', abbr: 'CMBC' },
  { bnkName: '广发银行', cnapsCode: '306', abbr: 'CGB' },
  { bnkName: '平安银行', cnapsCode: '307', abbr: 'PAB' },
  { bnkName: '兴业银行', cnapsCode: '309', abbr: 'CIB' },
  { bnkName: '上海浦东发展银行', cnapsCode: '310', abbr: 'SPDB' },
  { bnkName: '恒丰银行', cnapsCode: '315', abbr: 'HFB' },
  { bnkName: '浙商银行', cnapsCode: '316', abbr: 'CZB' },
  { bnkName: '渤海银行', cnapsCode: '318', abbr: 'CBHB' },
  { bnkName: '北京银行', cnapsCode: '313', abbr: 'BOB' },
  { bnkName: '上海银行', cnapsCode: '313', abbr: 'BOS' },
  { bnkName: '江苏银行', cnapsCode: '313', abbr: 'JSB' },
  { bnkName: '宁波银行', cnapsCode: '313', abbr: 'NBCB' },
] as const;
