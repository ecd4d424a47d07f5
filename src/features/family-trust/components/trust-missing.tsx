import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';

/**
 * A trust the investor may not see (05190001: none such, or neither settled nor benefiting): say
 * so and lead back to his own trusts, never guess another.
 */
export function TrustMissing() {
  const navigate = useNavigate();
  return (
    <>
      <ResultView
        status="warning"
        title="未找到该家族信托"
        description="该信托不存在或您无权查看，请从家族信托首页重新进入。"
      />
      <Button
        block
        color="primary"
        size="large"
        onClick={() => void navigate(hrefTo('familyZhuPage'), { replace: true })}
      >
        返回家族信托
      </Button>
    </>
  );
}
