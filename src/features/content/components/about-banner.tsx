import { useState, type UIEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBannerList } from '@gen/landing/content/content';
import type { Banner } from '@gen/landing/model/banner';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { COMPANY } from '../model/company-profile';
import './about-banner.css';

/** Shown when the server has no banner online, or the call failed: the landing page never shows an error for a decoration. */
const BRAND_BANNER: Banner = {
  bannerId: 'brand',
  title: COMPANY.slogan,
  subtitle: `${COMPANY.shortName} · ${COMPANY.founded}成立 · 注册资本80亿元`,
  tone: 'NAVY',
};

function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const navigate = useNavigate();
  const { linkUrl } = banner;
  // The link is checked against the allow-list when tapped, not when shown (banner-link.ts).
  const open = useReclickGuard(() => {
    if (!linkUrl) return;
    import('../model/banner-link').then(
      ({ openBannerLink }) => openBannerLink(linkUrl, navigate),
      // Offline with the chunk not yet loaded: an unchecked link is never opened; the next tap retries.
      (error: unknown) => console.warn('about-banner: the link check did not load', error),
    );
  });
  const body = banner.imageFileId ? (
    // The cover carries its own words; the title is its alternative text. Only the first is eager (LCP).
    <img
      className="about-banner-image"
      src={filePreviewUrl(banner.imageFileId)}
      alt={banner.title}
      width={686}
      height={343}
      loading={index === 0 ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    <>
      <strong className="about-banner-title">{banner.title}</strong>
      {banner.subtitle ? <span className="about-banner-subtitle">{banner.subtitle}</span> : null}
    </>
  );
  const className = `about-banner-slide about-banner-${banner.tone.toLowerCase()}`;
  return linkUrl ? (
    <button type="button" className={className} onClick={open}>
      {body}
    </button>
  ) : (
    <div className={className}>{body}</div>
  );
}

/**
 * The landing carousel (bannerList, position ABOUT): a native scroll-snap strip, so swiping needs
 * no script and no carousel library in the first load. The box has its size before the answer
 * arrives (2:1), so nothing below it moves.
 */
export function AboutBanner() {
  const banners = useBannerList({ position: 'ABOUT' });
  const [current, setCurrent] = useState(0);
  const list =
    banners.data && banners.data.length > 0 ? banners.data : banners.isPending ? [] : [BRAND_BANNER];
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const strip = event.currentTarget;
    setCurrent(Math.round(strip.scrollLeft / Math.max(strip.clientWidth, 1)));
  };

  return (
    <section className="about-banner" aria-label="公司动态" aria-busy={banners.isPending}>
      {banners.isPending ? (
        <div className="about-banner-slide about-banner-skeleton" data-testid="about-banner-skeleton" />
      ) : (
        <div className="about-banner-strip" onScroll={onScroll}>
          {list.map((banner, index) => (
            <BannerSlide key={banner.bannerId} banner={banner} index={index} />
          ))}
        </div>
      )}
      {list.length > 1 ? (
        <div className="about-banner-dots" aria-hidden="true">
          {list.map((banner, index) => (
            <i key={banner.bannerId} className={index === current ? 'about-banner-dot-on' : undefined} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
