import type { RouteDef } from '../../routing/route-def';

/** Until this domain's pages are built, every route lazily loads the shared 建设中 placeholder; a real page gets its own chunk. */
const placeholder = () => import('../../routing/placeholder-page');

export const customerRoutes: RouteDef[] = [
  {
    path: 'phone/personInfo',
    title: '个人信息',
    gloss: 'Personal information',
    domain: 'customer',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/personInfoUpdate',
    title: '修改个人信息',
    gloss: 'Update personal information',
    titleIsProposal: true,
    domain: 'customer',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/nameModification',
    title: '姓名拼音',
    gloss: 'Edit Chinese-name pinyin',
    domain: 'customer',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/financeManager',
    title: '我的理财经理',
    gloss: 'My relationship manager',
    domain: 'customer',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/financeManagerMy',
    title: '理财经理详情',
    gloss: 'Relationship manager detail',
    titleIsProposal: true,
    domain: 'customer',
    page: placeholder,
    placeholder: true,
  },
];
