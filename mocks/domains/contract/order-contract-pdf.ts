import Big from 'big.js';
import nzh from 'nzh/cn';
import type { ContractElements } from '@gen/model/contractElements';
import { investors } from '@mocks/db/db';
import { findOrder } from '../order/rules';
import { documentsOf as productDocumentsOf } from '../product/documents';
import { pagesOf } from '../product/files';
import { writePdf, type PdfBlock } from '../product/pdf-writer';
import { findProduct } from '../product/seed';
import { elementsOf } from './rules';
import { orderContractFileId, signOrderOf } from './seed';

/**
 * The trust contract an investor signs, as the server prints it for one order: its first page is
 * made from the order's contract elements (getContractElements, the very answer 确认合同信息 shows)
 * and the product's facts (保管人 as 产品要素 shows it); the pages after it are the product's own
 * trust contract (the 产品文件 tab's file), so the document has the same page count everywhere.
 */

const [PREFIX, SUFFIX] = orderContractFileId('|').split('|') as [string, string];

/** The product's trust contract, whose clauses and page count the order's copy takes. */
export const productTrustContract = (productCode: string) =>
  productDocumentsOf(productCode).find((doc) => doc.docType === 'TRUST_CONTRACT');

const yuan = (amount: string) => new Big(amount).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The elements page, in the app's words and order (委托人, 金额, 基准, 期限, 受益账户, 签署日期). */
export function elementsPage(
  elements: ContractElements,
  investorName: string,
  custodian: string,
): PdfBlock[] {
  const fact = (label: string, value: string): PdfBlock => ({ kind: 'fact', text: `${label}：${value}` });
  const business = elements.orderType === 'ADDITIONAL' ? '追加认购' : '认购';
  return [
    { kind: 'title', text: elements.contractName },
    { kind: 'note', text: `合同编号：${elements.contractNo}` },
    { kind: 'heading', text: '合同当事人' },
    fact('委托人', investorName),
    fact('受托人', elements.trusteeName),
    fact('保管人', custodian),
    { kind: 'heading', text: '合同要素' },
    fact('产品名称', elements.productName),
    fact('业务类型', business),
    ...(elements.amount
      ? [
          fact('金额（小写）', `人民币 ${yuan(elements.amount)} 元`),
          fact(
            '金额（大写）',
            `人民币${nzh.toMoney(new Big(elements.amount).toFixed(2), { outSymbol: false, forceZheng: true })}`,
          ),
        ]
      : []),
    ...(elements.benchmarkRate
      ? [fact('业绩比较基准', `${elements.benchmarkRate}%（年化，不构成收益承诺）`)]
      : []),
    ...(elements.termText ? [fact('信托期限', elements.termText)] : []),
    { kind: 'heading', text: '受益账户' },
    fact('开户银行', elements.bankName),
    fact('银行账号', elements.cardNoMasked),
    fact('户名', elements.acctName),
    fact('签署日期', elements.signDate),
  ];
}

/** The PDF of an order's trust contract by its file id, or undefined for another file. */
export function orderContractPdf(fileId: string): Uint8Array<ArrayBuffer> | undefined {
  if (!fileId.startsWith(PREFIX) || !fileId.endsWith(SUFFIX)) return undefined;
  const order = findOrder(fileId.slice(PREFIX.length, -SUFFIX.length));
  const investor = order && investors.findFirst((q) => q.where({ customerId: order.investorId }));
  const sign = order && signOrderOf(order.orderNo, order.investorId);
  const product = order && findProduct(order.productCode);
  const template = order && productTrustContract(order.productCode);
  const pages = template && pagesOf(template);
  if (!investor || !sign || !product || !pages) return undefined;
  const elements = elementsOf(sign, `HT${order.orderNo.slice(2)}`, investor);
  pages[0] = { blocks: elementsPage(elements, investor.name, product.custodian) };
  return writePdf({
    pages,
    title: elements.contractName,
    header: `${elements.trusteeName} · ${elements.contractName}`,
    footer: `${elements.contractName}（${elements.contractNo}）`,
  });
}
