import { useGetVersionNo } from '@gen/hooks/common/common';
import type { Platform } from '../model/app-download';

/**
 * The app's latest version on the download page (getVersionNo): number, date, size and what is
 * new, for the phone's own platform. A failed read shows nothing: the store buttons are the
 * page's purpose, the version is a courtesy.
 */
export function AppVersionCard({ platform }: { platform: Platform }) {
  const version = useGetVersionNo(
    { platform: platform === 'ios' ? 'IOS' : 'ANDROID' },
    { request: { silent: true, hideLoading: true } },
  );
  const data = version.data;
  if (!data) return null;
  return (
    <section className="download-card" aria-labelledby="download-version">
      <h3 id="download-version" className="download-card-title">
        最新版本 V{data.latestVersion}
      </h3>
      <p className="download-version-meta">
        {data.releaseDate} 发布{data.packageSize ? ` · ${data.packageSize}` : ''}；V{data.minVersion}
        以下版本须升级后使用
      </p>
      <ul className="download-notes">
        {data.releaseNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
