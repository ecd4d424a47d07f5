import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { AppPath } from '@/routing/query-params';
import { QueryEmpty } from '@/page-kit/query-states';

/** No id, or the server says the article is gone (05100301): say so and lead back to a list. */
export function ArticleWithdrawn({
  title = '该资讯已下架',
  back,
  backText,
}: {
  title?: string;
  back: AppPath;
  backText: string;
}) {
  const navigate = useNavigate();
  return (
    <QueryEmpty
      title={title}
      description="您访问的内容不存在或已下架，请查看其他内容"
      action={
        <Button color="primary" fill="outline" onClick={() => navigate(back, { replace: true })}>
          {backText}
        </Button>
      }
    />
  );
}
