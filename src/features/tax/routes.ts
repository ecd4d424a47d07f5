import { defineRoutes } from '../../routing/define-routes';

/**
 * The tax domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const taxRoutes = defineRoutes('tax', {
  'fiscal/identity': { title: '税收居民身份声明', gloss: 'Tax-residency declaration' },
  'fiscal/materials': { title: '补充信息', gloss: 'CRS extra information' },
  'fiscal/consequence': { title: '声明须知', gloss: 'Consequences of a false declaration' },
  'fiscal/trace': { title: '声明记录', gloss: 'Declaration history' },
  'fiscal/note': { title: '短信验证', gloss: 'SMS code' },
  'fiscal/revenue': { title: '税收居民国及纳税人识别号', gloss: 'Tax countries and TIN' },
});
