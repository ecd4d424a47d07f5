import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { COMPANY } from '../model/company-profile';
import '../styles/company-pages.css';
import { StatusBlock } from '@/page-kit/status-block';

/** 404: a link to a page that no longer exists. Unknown paths go to about; this is for links that name 404. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <StatusBlock
        className="company-not-found"
        status="empty"
        title="页面不存在"
        description={`您访问的页面可能已下线或地址有误。如需帮助，请致电客服热线 ${COMPANY.hotline}。`}
      >
        <Button
          color="primary"
          size="large"
          onClick={() => void navigate(hrefTo('about'), { replace: true })}
        >
          返回首页
        </Button>
      </StatusBlock>
    </PageFrame>
  );
}
