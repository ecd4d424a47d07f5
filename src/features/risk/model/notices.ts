/**
 * The notices the investor reads and confirms before the risk assessment. Our proposal of the
 * wording (华信信托's own texts are not in the product spec), after the 适当性 rules: the
 * assessment decides which product risk levels may be sold to the investor; it counts for one
 * year; the answers must be true; the company may decline to sell above the investor's level.
 */
export const INVESTOR_NOTICE_TITLE = '投资者须知';

export const INVESTOR_NOTICE: readonly string[] = [
  '根据《金融机构产品适当性管理办法》等规定，我司在向您销售信托产品前，须了解您的风险承受能力，并据此向您推荐与之相匹配的产品。',
  '风险测评结果分为C1保守型、C2稳健型、C3平衡型、C4成长型、C5进取型五个等级，分别对应可购买的产品风险等级（R1至R5）。C1保守型投资者仅可购买R1低风险产品。',
  '测评结果自您确认之日起一年内有效。到期前30天我们会提醒您重新测评；您的财务状况、投资经验或投资目标发生变化时，也请及时重新测评。',
  '每个自然日最多可测评3次，以您最后一次确认的结果为准。',
  '请您如实、完整地作答。因您提供的信息不真实、不准确或不完整导致的后果，由您自行承担。',
  '信托产品不承诺保本和最低收益，过往业绩不代表未来表现。请您充分了解产品风险后审慎决策。',
];

export const RISK_TIP_TITLE = '风险提示';

export const RISK_TIP: readonly string[] = [
  '您即将进行个人投资者风险承受能力评估。评估结果将作为我司判断您适合购买哪些产品的重要依据。',
  '信托产品可能面临市场风险、信用风险、流动性风险、管理风险等各类风险，投资者可能损失部分甚至全部本金。',
  '如您购买的产品风险等级高于您的风险承受能力等级，我司将不予销售；如您坚持购买，须重新评估风险承受能力。',
  '本公司工作人员不会代您填写问卷或诱导您作出选择。请独立完成测评。',
];
