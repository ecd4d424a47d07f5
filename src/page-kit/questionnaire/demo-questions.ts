import type { Question } from './questionnaire-types';

/** A short risk-assessment style questionnaire for the gallery and the tests. */
export const DEMO_QUESTIONS: readonly Question[] = [
  {
    id: 'age',
    title: '您的年龄是？',
    type: 'single',
    options: [
      { id: 'A', text: '18–30岁' },
      { id: 'B', text: '31–50岁' },
      { id: 'C', text: '51–64岁' },
      { id: 'D', text: '65岁及以上' },
    ],
  },
  {
    id: 'income',
    title: '您的家庭年收入约为？',
    type: 'single',
    options: [
      { id: 'A', text: '50万元以下' },
      { id: 'B', text: '50万–100万元' },
      { id: 'C', text: '100万–500万元' },
      { id: 'D', text: '500万元以上' },
    ],
  },
  {
    id: 'experience',
    title: '您投资过以下哪些产品？',
    type: 'multiple',
    maxChoices: 3,
    options: [
      { id: 'A', text: '银行存款、国债' },
      { id: 'B', text: '银行理财、公募基金' },
      { id: 'C', text: '股票、私募基金' },
      { id: 'D', text: '信托计划、资管计划' },
    ],
  },
  {
    id: 'loss',
    title: '您能承受的最大本金亏损是？',
    type: 'single',
    options: [
      { id: 'A', text: '不能接受任何亏损' },
      { id: 'B', text: '10%以内' },
      { id: 'C', text: '10%–30%' },
      { id: 'D', text: '30%以上' },
    ],
  },
  {
    id: 'note',
    title: '您希望理财经理重点介绍哪类产品？',
    type: 'multiple',
    optional: true,
    options: [
      { id: 'A', text: '固定收益类' },
      { id: 'B', text: '权益类' },
      { id: 'C', text: '现金管理类' },
    ],
  },
];
