import { PageFrame } from '@/page-kit/page-frame';
import { CollectedGroups } from '../components/pipl-groups';
import { COLLECTED_GROUPS, PIPL_LISTS_VERSION } from '../model/pipl-lists';

/** informationList: 已收集个人信息清单 (static: see model/pipl-lists.ts for why). */
export default function InformationListPage() {
  return (
    <PageFrame>
      <p className="pipl-intro">
        华信信托股份有限公司在您使用本应用时，仅收集实现业务功能所必需的个人信息。标注“敏感信息”的，我们将在收集前单独征得您的同意。
      </p>
      <p className="pipl-version">
        版本 {PIPL_LISTS_VERSION.version} · 更新日期 {PIPL_LISTS_VERSION.updated} · 生效日期{' '}
        {PIPL_LISTS_VERSION.effective}
      </p>
      <CollectedGroups groups={COLLECTED_GROUPS} />
    </PageFrame>
  );
}
