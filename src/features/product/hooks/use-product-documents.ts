import { useProductFile } from '@gen/hooks/product/product';

/**
 * The product's own documents (productFile, category PRODUCT: 信托合同, 风险申明书, 认购风险揭示书,
 * 说明书, 一页通), one page of 20, as trustDoc and contract read them: nothing is asked without a
 * product code, and 05030001 (产品不存在或已下架) is the page's to say.
 */
export function useProductDocuments(productCode: string | undefined) {
  return useProductFile(
    { pageNum: 1, pageSize: 20, category: 'PRODUCT', productCode: productCode ?? '' },
    undefined,
    { query: { enabled: productCode !== undefined }, request: { ownCodes: ['05030001'] } },
  );
}
