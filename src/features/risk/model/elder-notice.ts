/**
 * The risk notice for investors aged 65 or more (olderAgeTips). Our proposal of the wording, after
 * the special care 《金融机构产品适当性管理办法》 asks for when selling to investors of 65 or more.
 */
export const ELDER_NOTICE: readonly string[] = [
  '根据您登记的身份证件信息，您已年满65周岁。根据《金融机构产品适当性管理办法》的要求，我司在向您销售信托产品时，将对您履行特别的风险提示和告知义务。',
  '信托产品不保本、不保收益，存在本金损失的可能。产品存续期限较长，期间可能无法提前赎回或转让，请确保投资期限与您的资金使用计划相匹配。',
  '请勿使用养老、医疗等生活必需资金或借贷资金进行投资。',
  '请警惕以高收益、保本保息为名义的非法集资和诈骗行为。我司工作人员不会私下收取款项或代您签署任何文件。',
  '建议您在投资前与家属充分沟通。如有疑问，请拨打我司客服热线400-820-8888咨询。',
];

export const FAMILY_RELATIONS = [
  { value: 'SPOUSE', label: '配偶' },
  { value: 'CHILD', label: '子女' },
  { value: 'PARENT', label: '父母' },
  { value: 'SIBLING', label: '兄弟姐妹' },
  { value: 'OTHER', label: '其他' },
] as const;
