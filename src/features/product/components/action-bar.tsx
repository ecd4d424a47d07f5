import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryProductButtons } from '@gen/hooks/product/product';
import type { ProductButton } from '@gen/model/productButton';
import { hrefTo } from '@/routing/href';
import { BUTTONS_REQUEST } from '../pages/product-detail-reads';

/** Where an enabled button leads (the subscription's pages are in ../subscribe/). */
export function actionHref(button: ProductButton, productCode: string): string | undefined {
  switch (button.action) {
    case 'SUBSCRIBE':
      return hrefTo('capitain', { productCode });
    case 'ADDITIONAL':
      return hrefTo('capitainAdd', { productCode });
    case 'RESERVE':
      return hrefTo('reservation', { productCode });
    case 'REMIND':
      return hrefTo('preheatDetail', { productCode });
    case 'CONTACT':
      return hrefTo('financeManager');
    case 'SOLD_OUT':
    case 'CLOSED':
      return undefined;
  }
}

/**
 * The detail's fixed bottom bar: the buttons the server decides (queryProductButtons), the main
 * one filled, with its hint above. Until they arrive, a disabled placeholder keeps the layout;
 * if they fail, 重新加载 asks again (the page itself is still readable).
 */
export function ActionBar({ productCode }: { productCode: string }) {
  const navigate = useNavigate();
  const query = useQueryProductButtons({ productCode }, { request: BUTTONS_REQUEST });
  if (!query.data) {
    return (
      <div className="product-action-bar">
        {query.error ? (
          <Button block color="primary" fill="outline" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        ) : (
          <Button block color="primary" disabled loading loadingText="加载中" />
        )}
      </div>
    );
  }
  const buttons = query.data.buttons;
  const hint = buttons.find((button) => button.hint)?.hint;
  return (
    <div className="product-action-bar">
      {hint ? <p className="product-action-hint">{hint}</p> : null}
      <div className="product-action-buttons">
        {buttons.map((button, index) => {
          const href = button.enabled ? actionHref(button, productCode) : undefined;
          return (
            <Button
              key={`${button.action}-${index}`}
              block
              color="primary"
              fill={index === 0 ? 'solid' : 'outline'}
              disabled={!href}
              onClick={() => {
                if (href) void navigate(href);
              }}
            >
              {button.text}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
