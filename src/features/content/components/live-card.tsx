import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { ArticleDetail } from '@gen/model/articleDetail';
import type { LiveSchedule } from '@gen/model/liveSchedule';
import { formatLiveTime, liveReminderIcs } from '../model/live-time';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import './live-card.css';

const STATUS: Record<string, { text: string; tone: string }> = {
  NOT_STARTED: { text: '即将开播', tone: 'live-status-soon' },
  LIVE: { text: '直播中', tone: 'live-status-on' },
  ENDED: { text: '已结束', tone: 'live-status-ended' },
};

/** The preview's head: cover with status, time and host. */
export function LiveHead({ article, live }: { article: ArticleDetail; live: LiveSchedule }) {
  const status = STATUS[live.liveStatus] ?? { text: '直播', tone: 'live-status-ended' };
  return (
    <div className="live-head">
      <div className="live-cover">
        {article.coverFileId ? (
          <img src={filePreviewUrl(article.coverFileId)} alt="" width={480} height={270} />
        ) : null}
        <span className={`live-status ${status.tone}`}>{status.text}</span>
      </div>
      <dl className="live-facts">
        <div>
          <dt>直播时间</dt>
          <dd>{formatLiveTime(live.startTime, live.endTime)}</dd>
        </div>
        <div>
          <dt>主讲嘉宾</dt>
          <dd>
            {live.hostName}
            {live.hostTitle ? <span className="live-host-title">{live.hostTitle}</span> : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function saveIcs(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 预约提醒: a calendar event with a 15-minute alarm, saved on the phone. The spec has no call
 * for a server-side reminder, so nothing is sent; the phone's calendar does the reminding.
 */
export function LiveReminderButton({ article, live }: { article: ArticleDetail; live: LiveSchedule }) {
  const [saved, setSaved] = useState(false);
  const remind = useReclickGuard(() => {
    saveIcs(
      '华信信托直播提醒.ics',
      liveReminderIcs({
        uid: article.articleId,
        title: article.title,
        startTime: live.startTime,
        endTime: live.endTime,
        description: `主讲：${live.hostName} ${live.hostTitle}`,
      }),
    );
    setSaved(true);
  });
  if (live.liveStatus !== 'NOT_STARTED') {
    return (
      <Button block size="large" disabled>
        {live.liveStatus === 'LIVE' ? '直播进行中，请在华信信托App内观看' : '直播已结束'}
      </Button>
    );
  }
  return (
    <>
      {saved ? (
        <p className="live-reminder-note" role="status">
          已生成日历提醒，保存后将在开播前15分钟提醒您
        </p>
      ) : null}
      <Button block color="primary" size="large" onClick={remind}>
        {saved ? '再次添加到日历' : '预约提醒'}
      </Button>
    </>
  );
}
