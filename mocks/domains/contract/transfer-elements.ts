import Big from 'big.js';
import type { TransferContractElements } from '@gen/model/transferContractElements';
import type { TransferContractElementsRequest } from '@gen/model/transferContractElementsRequest';
import type { Investor } from '@mocks/db/db';
import { maskCardNo } from '@mocks/db/masks';
import { refuseWith } from '@mocks/http/refusal';
import { bankCards } from '../bank-card/seed';
import { productFacts } from '../holding/product-facts';
import { holdings } from '../holding/seed';
import { transferFee } from '../order/transfer-rules';
import { TRANSFER_AGREEMENT, maskName } from '../order/transfer-seed';
import { chinaToday } from '@/features/risk/model/rules';

/**
 * transferContractElements: the transfer agreement's elements with the figures typed on
 * makeOverDetails; the fee follows the transfer terms (0.10 %, at least 100 元). The checks of the
 * transfer itself (shares, price range, transferee) stay with the order domain's apply.
 */
export function transferElements(
  investor: Investor,
  request: TransferContractElementsRequest,
): TransferContractElements {
  const row = holdings.findFirst((q) =>
    q.where({ investorId: investor.customerId, productCode: request.productCode }),
  );
  if (!row?.fixed || row.status !== 'RUNNING' || !row.canTransfer) refuseWith('05050009');
  const card = bankCards.findFirst((q) =>
    q.where({
      investorId: investor.customerId,
      cardNo: (cardNo: string) => cardNo.endsWith(row.cardTail ?? ''),
    }),
  );
  const price = new Big(request.price);
  return {
    agreementName: TRANSFER_AGREEMENT.name,
    agreementVersion: TRANSFER_AGREEMENT.version,
    trusteeName: '华信信托股份有限公司',
    transferorName: investor.name,
    transfereeNameMasked: maskName(request.transfereeName),
    productCode: request.productCode,
    productName: productFacts(request.productCode).productName,
    shares: new Big(request.shares).toFixed(2),
    price: price.toFixed(2),
    unitPrice: price.div(request.shares).round(4, Big.roundHalfUp).toFixed(4),
    fee: transferFee(price.toFixed(2)),
    bankName: row.bankName ?? card?.bnkName ?? '',
    cardNoMasked: card ? maskCardNo(card.cardNo) : `6214********${row.cardTail ?? '0000'}`,
    signDate: chinaToday(),
  };
}
