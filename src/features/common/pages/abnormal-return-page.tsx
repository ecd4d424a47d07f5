import { useNavigate } from 'react-router-dom';
import { ResultPage } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ABNORMAL_COPY, SERVICE_HOTLINE } from '../model/abnormal-reasons';
import './abnormal-return-page.css';

/**
 * abnormalReturn: why a hand-off (or a return from a partner's page) could not go on, in fixed
 * words per `reason`, with the way home and the service hotline. Nothing from the address is
 * shown as text.
 */
export default function AbnormalReturnPage() {
  const { reason = 'failed' } = usePageQuery('abnormalReturn');
  const navigate = useNavigate();
  const copy = ABNORMAL_COPY[reason];
  return (
    <ResultPage
      status="warning"
      title={copy.title}
      description={copy.description}
      actions={[
        { text: '返回首页', primary: true, onClick: () => navigate(hrefTo('about'), { replace: true }) },
        {
          text: `致电客服 ${SERVICE_HOTLINE}`,
          onClick: () => window.location.assign(`tel:${SERVICE_HOTLINE.replace(/-/g, '')}`),
        },
      ]}
    >
      <p className="abnormal-return-hours">
        客服服务时间：工作日 <span>9:00-17:30</span>
      </p>
    </ResultPage>
  );
}
