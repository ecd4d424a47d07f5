import type { Banner } from '@gen/model/banner';
import type { BannerPosition } from '@gen/model/bannerPosition';
import { STORED_BANNERS, type StoredBanner } from './about-seed';

/** Today in Shanghai as YYYY-MM-DD: the CMS's online windows are Beijing-time dates. */
function todayInShanghai(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

const isOnline = (banner: StoredBanner, today: string) =>
  banner.onlineFrom <= today && (banner.onlineTo === undefined || today <= banner.onlineTo);

/** bannerList: the position's banners online today, in their order, as the contract shows them. */
export function bannersOf(position: BannerPosition, now = new Date()): Banner[] {
  const today = todayInShanghai(now);
  return STORED_BANNERS.filter((b) => b.position === position && isOnline(b, today))
    .sort((a, b) => a.sort - b.sort)
    .map(({ bannerId, title, subtitle, imageFileId, tone, linkUrl }) => ({
      bannerId,
      title,
      subtitle,
      tone,
      ...(imageFileId ? { imageFileId } : {}),
      ...(linkUrl ? { linkUrl } : {}),
    }));
}
