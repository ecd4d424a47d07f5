/**
 * The management team (teamIntroduction): statutory disclosure that changes with a board
 * resolution and a regulatory filing of each appointment, so it ships with the app like the
 * rest of the profile. Fictional people of the fictional 华信信托.
 */
export interface TeamMember {
  name: string;
  role: string;
  /** Short biography, plain text. */
  bio: string;
}

export const BOARD: readonly TeamMember[] = [
  {
    name: '王建国',
    role: '党委书记、董事长',
    bio: '经济学博士，高级经济师。历任华信集团有限公司副总裁、华信信托总经理，从事金融工作三十余年。',
  },
];

export const MANAGEMENT: readonly TeamMember[] = [
  {
    name: '李明华',
    role: '董事、总经理',
    bio: '金融学硕士。曾任某国有大型商业银行上海市分行副行长，2016年加入华信信托，主持公司经营管理工作。',
  },
  {
    name: '陈静',
    role: '副总经理',
    bio: '管理学硕士，注册会计师。分管财富管理与家族信托业务，推动公司家族信托业务规模连续五年增长。',
  },
  {
    name: '赵立新',
    role: '首席风险官',
    bio: '法学硕士。长期从事金融风险管理与合规工作，负责全面风险管理体系与投资者适当性管理。',
  },
  {
    name: '孙悦',
    role: '董事会秘书、财务总监',
    bio: '会计学硕士，正高级会计师。负责公司财务管理、信息披露与投资者关系工作。',
  },
];
