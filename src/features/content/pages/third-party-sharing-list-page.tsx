import { PageFrame } from '@/page-kit/page-frame';
import { SharedGroups } from '../components/pipl-groups';
import { PIPL_LISTS_VERSION, SHARED_GROUPS } from '../model/pipl-lists';

/** sharedLnventory (the spec's spelling): 与第三方共享个人信息清单 (static, see model/pipl-lists.ts). */
export default function ThirdPartySharingListPage() {
  return (
    <PageFrame>
      <p className="pipl-intro">
        为实现下列业务功能，我们会在必要范围内与第三方共享您的个人信息，并要求其采取不低于我们的保护措施。向第三方提供您的个人信息前，我们将单独征得您的同意。
      </p>
      <p className="pipl-version">
        版本 {PIPL_LISTS_VERSION.version} · 更新日期 {PIPL_LISTS_VERSION.updated} · 生效日期{' '}
        {PIPL_LISTS_VERSION.effective}
      </p>
      <SharedGroups groups={SHARED_GROUPS} />
    </PageFrame>
  );
}
