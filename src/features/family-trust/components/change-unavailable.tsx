import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';

/**
 * A change page opened without its trust or card (a broken link), or for a trust the investor
 * does not benefit from: say so and lead back to the accounts, never guess.
 */
export function ChangeUnavailable({
  title = '未找到受益账户',
  description,
}: {
  title?: string;
  description?: string;
}) {
  const navigate = useNavigate();
  return (
    <ResultView
      status="warning"
      title={title}
      description={description ?? '链接已失效或您不是该信托的受益人，请从“受益账户变更”重新进入。'}
    >
      <Button
        block
        color="primary"
        onClick={() => void navigate(hrefTo('trustChangeList'), { replace: true })}
      >
        返回受益账户变更
      </Button>
    </ResultView>
  );
}
