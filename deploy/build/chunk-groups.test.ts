import { describe, expect, it } from 'vitest';
import { chunkGroups, type ChunkGroup } from './chunk-groups';

const ROOT = '/work/app/';
const NM = `${ROOT}node_modules/`;

/** The chunk a group gives a module id, or null when the group does not take it. */
function chunkIn(group: ChunkGroup, id: string): string | null {
  if (group.test && !group.test.test(id)) return null;
  return typeof group.name === 'function' ? group.name(id) : group.name;
}

/** The chunk a module id lands in, as rolldown picks its group: highest priority, then list order. */
function groupOf(id: string): string | undefined {
  const ranked = chunkGroups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => (b.group.priority ?? 0) - (a.group.priority ?? 0) || a.index - b.index);
  for (const { group } of ranked) {
    const chunk = chunkIn(group, id);
    if (chunk) return chunk;
  }
  return undefined;
}

describe('chunk groups', () => {
  it.each([
    [`${NM}react-dom/cjs/react-dom-client.production.js`, 'react-vendor'],
    [`${NM}react-router/dist/production/chunk.mjs`, 'react-vendor'],
    [`${NM}@tanstack/query-core/build/modern/queryObserver.js`, 'react-vendor'],
    [`${NM}@tanstack/react-query/build/modern/useMutation.js`, 'react-vendor'],
    [`${NM}@react-spring/web/dist/react-spring_web.modern.mjs`, 'antd-motion'],
    [`${NM}antd-mobile/es/components/config-provider/config-provider.js`, 'antd-config'],
    [`${NM}lodash/assign.js`, 'antd-config'],
    [`${NM}antd-mobile/es/global/global.css`, 'page-frame'],
    [`${NM}antd-mobile/es/global/index.js`, 'page-frame'],
    [`${NM}antd-mobile/es/utils/can-use-dom.js`, 'page-frame'],
    // antd's prop helpers go with its other helpers, not with the frame (no antd component on it).
    [`${NM}antd-mobile/es/utils/with-default-props.js`, 'antd-config'],
    [`${NM}antd-mobile/es/utils/native-props.js`, 'antd-config'],
    [`${ROOT}src/page-kit/page-frame/page-frame.tsx`, 'page-frame'],
    [`${ROOT}src/page-kit/page-frame/use-page-title.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/title-bar/title-bar.tsx`, 'page-frame'],
    [`${ROOT}src/page-kit/title-bar/share.svg`, 'page-frame'],
    [`${ROOT}src/page-kit/title-bar/title-bar.css`, 'page-frame'],
    [`${ROOT}src/page-kit/page-frame/page-frame.css`, 'page-frame'],
    [`${ROOT}src/page-kit/query-states/query-states.css`, 'query-states'],
    [`${ROOT}src/page-kit/status-block/status-block.css`, 'query-states'],
    [`${ROOT}src/page-kit/paged-list/paged-list.css`, 'paged-list'],
    [`${ROOT}src/page-kit/pull-refresh/pull-refresh.css`, 'paged-list'],
    [`${ROOT}src/page-kit/amount-mask/amount-mask.css`, 'amount-mask'],
    [`${ROOT}src/page-kit/reclick-guard/use-reclick-guard.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/reclick-guard/reclick-guard.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/title-bar/in-wechat.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/title-bar/use-go-back.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/lazy-safe-html/lazy-safe-html.tsx`, 'page-frame'],
    [`${ROOT}src/page-kit/file-preview/file-preview-url.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/query-states/query-view.tsx`, 'query-states'],
    // A block's index goes with the block's files, so importing the index adds no chunk.
    [`${ROOT}src/page-kit/page-frame/index.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/title-bar/index.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/reclick-guard/index.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/lazy-safe-html/index.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/file-preview/index.ts`, 'page-frame'],
    [`${ROOT}src/page-kit/query-states/index.ts`, 'query-states'],
    [`${ROOT}src/page-kit/status-block/index.ts`, 'query-states'],
    [`${ROOT}src/page-kit/paged-list/index.ts`, 'paged-list'],
    [`${ROOT}src/page-kit/pull-refresh/index.ts`, 'paged-list'],
    [`${ROOT}src/page-kit/amount-mask/index.ts`, 'amount-mask'],
    [`${ROOT}src/page-kit/status-block/status-block.tsx`, 'query-states'],
    [`${NM}antd-mobile/es/components/button/button.js`, 'query-states'],
    [`${ROOT}src/api/business-error.ts`, 'query-states'],
    [`${ROOT}src/routing/route-registry.ts`, 'routing-core'],
    [`${ROOT}src/routing/define-routes.ts`, 'routing-core'],
    [`${ROOT}src/env/client-store.ts`, 'routing-core'],
    ['\0vite/preload-helper.js', 'routing-core'],
    [`${ROOT}src/features/product/routes.ts`, 'product-routes'],
    ['\0virtual:domain-pages/product-pages', 'product-routes'],
    [`${ROOT}src/features/bank-card/routes.ts`, 'bank-card-routes'],
    ['\0virtual:domain-pages/bank-card-pages', 'bank-card-routes'],
    [`${NM}big.js/big.mjs`, 'decimal'],
    [`${ROOT}src/format/money.ts`, 'decimal'],
    [`${ROOT}src/format/change.ts`, 'decimal'],
    [`${ROOT}src/page-kit/paged-list/paging.ts`, 'paged-list'],
    [`${ROOT}src/page-kit/pull-refresh/pull-refresh.tsx`, 'paged-list'],
    [`${NM}antd-mobile/es/components/infinite-scroll/infinite-scroll.js`, 'paged-list'],
    [`${ROOT}src/page-kit/amount-mask/masked-amount.tsx`, 'amount-mask'],
    [`${ROOT}src/page-kit/amount-mask/amount-mask-store.ts`, 'amount-mask'],
    // The landing domain's rows with what they import, the landing hooks, its call facts and the company's facts;
    // the domain's other hooks load with its other pages.
    [`${ROOT}src/features/content/routes.ts`, 'content-core'],
    [`${ROOT}src/features/content/model/news-tabs.ts`, 'content-core'],
    [`${ROOT}src/features/content/model/company-route-keys.ts`, 'content-core'],
    [`${ROOT}src/features/content/model/company-profile.ts`, 'content-core'],
    [`${ROOT}generated/landing/content/content.ts`, 'content-core'],
    [`${ROOT}generated/calls/content.ts`, 'content-core'],
    // The answer shape of the landing page's one call rides with them; the others load with their calls.
    [`${ROOT}generated/calls/content/bannerList.ts`, 'content-core'],
    [`${ROOT}src/api/envelope.ts`, 'routing-core'],
    [`${ROOT}src/api/default-outcome-handler.ts`, 'routing-core'],
    ['C:\\app\\src\\page-kit\\page-frame\\page-frame.tsx', 'page-frame'],
    ['C:\\app\\node_modules\\@tanstack\\query-core\\build\\modern\\query.js', 'react-vendor'],
  ])('%s → %s', (id, group) => {
    expect(groupOf(id)).toBe(group);
  });

  it.each([
    // Demos belong to the dev gallery, never to a page's chunk.
    `${ROOT}src/page-kit/page-frame/demo.tsx`,
    `${ROOT}src/page-kit/title-bar/demo.tsx`,
    `${ROOT}src/page-kit/amount-mask/demo.tsx`,
    `${ROOT}src/page-kit/page-frame/demo.css`,
    // Imported by the entry: grouping it would make the entry load the group.
    `${ROOT}src/routing/route-context.ts`,
    `${ROOT}src/api/trust-app-api.ts`,
    // Dynamic-import targets keep their own chunks (route-html finds a page by its module).
    `${ROOT}src/features/holding/pages/position-list-page.tsx`,
    `${ROOT}src/features/holding/pages/position-list-reads.ts`,
    `${ROOT}src/page-kit/safe-html/safe-html.tsx`,
    `${ROOT}src/page-kit/safe-html/index.ts`,
    // Toast and its animation stay off pages that only show a button.
    `${NM}antd-mobile/es/components/toast/toast.js`,
    `${NM}antd-mobile/es/components/mask/mask.js`,
    // antd components and the React 19 render hook load with the first page that shows one.
    `${NM}classnames/index.js`,
    `${NM}antd-mobile/es/index.js`,
    `${NM}antd-mobile/es/components/safe-area/safe-area.js`,
    `${ROOT}src/app/antd-react19-render.ts`,
    // Tests and other widgets' helpers.
    `${ROOT}src/page-kit/page-frame/page-frame.test.tsx`,
    `${ROOT}src/page-kit/debounced-value/use-debounced-value.ts`,
    `${ROOT}src/format/phone.ts`,
    `${ROOT}src/page-kit/image-upload/image-upload.tsx`,
    `${ROOT}src/page-kit/image-upload/index.ts`,
    `${ROOT}src/page-kit/file-preview/file-preview-url.test.ts`,
    // The landing domain's page loader stays apart from its rows (the first visit skips it).
    '\0virtual:domain-pages/content-pages',
    // The landing domain's pages and other models load with their pages.
    `${ROOT}src/features/content/pages/about-page.tsx`,
    `${ROOT}src/features/content/model/company-sections.ts`,
    `${ROOT}src/features/product/model/route-keys.ts`,
    // The domain's hooks module, with the hooks of every page but the landing page.
    `${ROOT}generated/hooks/content/content.ts`,
    // The answer shapes of the calls the landing page does not make.
    `${ROOT}generated/calls/content/getArticleDetail.ts`,
    `${ROOT}generated/calls/product/appletProductDetail.ts`,
  ])('%s stays with the bundler', (id) => {
    expect(groupOf(id)).toBeUndefined();
  });

  it('sets a kit group apart from its imports, and takes it before the library sweeps', () => {
    const frame = chunkGroups.find((group) => group.name === 'page-frame');
    expect(frame?.includeDependenciesRecursively).toBe(false);
    expect(frame?.priority).toBeGreaterThan(0);
    for (const group of chunkGroups) {
      if (group.includeDependenciesRecursively === false) continue;
      expect(chunkIn(group, `${ROOT}src/page-kit/page-frame/page-frame.tsx`)).toBeNull();
    }
  });
});
