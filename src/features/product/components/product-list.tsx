import {
  usePurchaseProductListInfinite,
  useQueryAppletProductListInfinite,
} from '@gen/hooks/product/product';
import type { ProductClass } from '@gen/model/productClass';
import type { ProductStatusGroup } from '@gen/model/productStatusGroup';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { ProductCard, ProductCardSkeleton } from './product-card';

const first = { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE };

/** 可购产品 of one class (or all), paged through purchaseProductList. */
export function PurchaseProductList({ productClass, label }: { productClass?: ProductClass; label: string }) {
  const query = usePurchaseProductListInfinite(
    { ...first, ...(productClass ? { productClass } : {}) },
    undefined,
    {
      query: pagedQueryOptions,
    },
  );
  return (
    <PagedList
      query={query}
      label={label}
      pendingLabel={`${label}加载中`}
      skeleton={<ProductCardSkeleton />}
      empty={{ title: '暂无在售产品', description: '新产品发行时，理财经理会第一时间通知您' }}
      itemKey={(product) => product.productCode}
      renderItem={(product) => <ProductCard product={product} />}
    />
  );
}

/** Every product of one class and status group, paged through queryAppletProductList. */
export function AllProductList({
  productClass,
  statusGroup,
  label,
}: {
  productClass?: ProductClass;
  statusGroup?: ProductStatusGroup;
  label: string;
}) {
  const query = useQueryAppletProductListInfinite(
    { ...first, ...(productClass ? { productClass } : {}), ...(statusGroup ? { statusGroup } : {}) },
    undefined,
    { query: pagedQueryOptions },
  );
  return (
    <PagedList
      query={query}
      label={label}
      pendingLabel={`${label}加载中`}
      skeleton={<ProductCardSkeleton />}
      empty={{ title: '暂无产品' }}
      itemKey={(product) => product.productCode}
      renderItem={(product) => <ProductCard product={product} />}
    />
  );
}
