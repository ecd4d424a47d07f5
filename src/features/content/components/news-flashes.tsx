import { useNewsFlashList } from '@gen/hooks/content/content';
import { formatFlashTime } from '../model/news-format';
import { QueryView } from '@/page-kit/query-states';
import './news-flashes.css';

/** 华信快讯: the latest three flashes (newsFlashList), plain text; important ones emphasised. */
export function NewsFlashes() {
  const flashes = useNewsFlashList({ pageNum: 1, pageSize: 3 }, undefined);
  return (
    <section className="news-flashes" aria-labelledby="news-flashes-title">
      <h2 id="news-flashes-title" className="news-flashes-title">
        华信快讯
      </h2>
      <QueryView
        query={flashes}
        skeleton={<div className="news-flash-skeleton" />}
        pendingLabel="快讯加载中"
        isEmpty={(page) => page.list.length === 0}
        empty={{ title: '暂无快讯' }}
      >
        {(page) => (
          <ul className="news-flash-list">
            {page.list.map((flash) => (
              <li
                key={flash.flashId}
                className={flash.important ? 'news-flash news-flash-important' : 'news-flash'}
              >
                <time dateTime={flash.publishTime}>{formatFlashTime(flash.publishTime)}</time>
                <p>{flash.content}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
