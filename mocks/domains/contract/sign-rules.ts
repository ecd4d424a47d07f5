import type { ResendContractData } from '@gen/model/resendContractData';
import type { ResendContractRequest } from '@gen/model/resendContractRequest';
import type { SignResultData } from '@gen/model/signResultData';
import type { SubmitContractSignRequest } from '@gen/model/submitContractSignRequest';
import type { Investor } from '@mocks/db/db';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { chinaIso } from '../order/lifecycle';
import { advanceOrder, canAdvance, findOrder } from '../order/rules';
import { contractOf, contractsView, contractView, orderOf, unreadRequired } from './rules';
import { SIGN_FLOW_TTL_MS, signatures, signFlows, type SignOrder } from './seed';

/**
 * The mock server's signing rules: the e-signature hand-off (resendContract), the return from
 * the vendor and handwritten signatures (submitContractSign). When the order's last contract is
 * signed the order moves on (the order mock's advanceOrder `signed`: to 待双录 or 待打款, a redemption
 * to 已提交).
 *
 * The demo vendor cannot call this mock (it runs on another origin, the mock in the app's page),
 * so where a real server would ask the vendor for the flow's result, the mock takes the result the
 * vendor's return address carried (vendorResult): what the fake vendor page reported.
 */

/** A signature can be made only while the order waits for it (05044002 once cancelled or expired). */
function assertSignable(order: SignOrder, contractNo: string) {
  const contract = contractOf(order, contractNo);
  const view = contractView(order, contract);
  if (view.signState === 'SIGNED') refuseWith('05050005');
  if (!order.toSign) refuseWith('05044002');
  if (!unreadRequired(order).allRead) refuseWith('05050003');
  return contract;
}

async function storeSignature(
  orderNo: string,
  contractNo: string,
  patch: {
    signState: 'SIGNING' | 'SIGNED' | 'FAILED';
    signedAt?: string;
    failReason?: string;
    signatureImage?: string;
  },
) {
  const existing = signatures.findFirst((q) => q.where({ orderNo, contractNo }));
  if (existing) {
    await signatures.update(existing, {
      data(draft) {
        draft.signState = patch.signState;
        draft.signedAt = patch.signedAt;
        draft.failReason = patch.failReason;
        if (patch.signatureImage) draft.signatureImage = patch.signatureImage;
      },
    });
  } else {
    await signatures.create({ orderNo, contractNo, ...patch });
  }
}

/** resendContract: a new flow at the vendor, whose signing page (`vendorPage`) the client opens. */
export async function startSignFlow(
  investor: Investor,
  request: ResendContractRequest,
  vendorPage: URL,
): Promise<ResendContractData> {
  const investorId = investor.customerId;
  const order = orderOf(investorId, request.orderNo);
  const contract = assertSignable(order, request.contractNo);
  if (contract.signMethod !== 'ESIGN') refuseWith('05044001');
  const signFlowId = nextId('SF');
  const expiresAt = Date.now() + SIGN_FLOW_TTL_MS;
  await signFlows.create({
    signFlowId,
    orderNo: order.orderNo,
    contractNo: contract.contractNo,
    investorId,
    expiresAt,
    used: false,
  });
  await storeSignature(order.orderNo, contract.contractNo, { signState: 'SIGNING' });
  const page = new URL(vendorPage);
  page.searchParams.set('flowId', signFlowId);
  page.searchParams.set('doc', contract.contractName);
  page.searchParams.set('signer', `${investor.name.slice(0, 1)}${'*'.repeat(investor.name.length - 1)}`);
  page.searchParams.set('return', request.returnUrl);
  return { signFlowId, signUrl: page.href, expiresAt: chinaIso(expiresAt) };
}

const PNG_BASE64 = /^iVBORw0KGgo/;

/** What follows once every contract of the order is signed. */
function nextStepOf(order: SignOrder, allSigned: boolean): SignResultData['nextStep'] {
  if (!allSigned) return 'SIGN';
  if (order.orderType === 'REDEEM' || order.orderType === 'SUPPLEMENT') return 'DONE';
  return order.needsRecording ? 'DOUBLE_RECORD' : 'PAY';
}

/** submitContractSign: the vendor's result for a flow, or a handwritten signature. */
export async function submitSignature(
  investorId: string,
  request: SubmitContractSignRequest,
): Promise<SignResultData> {
  const order = orderOf(investorId, request.orderNo);
  const contract = assertSignable(order, request.contractNo);
  const now = chinaIso(Date.now());

  if (request.signMethod === 'HANDWRITTEN') {
    if (contract.signMethod !== 'HANDWRITTEN') refuseWith('05050004');
    const image = request.signatureImage ?? '';
    if (!PNG_BASE64.test(image) || image.length < 200) refuseWith('05050008');
    await storeSignature(order.orderNo, contract.contractNo, {
      signState: 'SIGNED',
      signedAt: now,
      signatureImage: image,
    });
  } else {
    if (contract.signMethod !== 'ESIGN') refuseWith('05050004');
    const flow = signFlows.findFirst((q) =>
      q.where({
        signFlowId: request.signFlowId ?? '',
        orderNo: order.orderNo,
        contractNo: contract.contractNo,
      }),
    );
    if (!flow || flow.used || flow.expiresAt < Date.now()) refuseWith('05050007');
    await signFlows.update(flow, {
      data(draft) {
        draft.used = true;
      },
    });
    if (request.vendorResult === 'SUCCESS') {
      await storeSignature(order.orderNo, contract.contractNo, { signState: 'SIGNED', signedAt: now });
    } else {
      const failReason =
        request.vendorResult === 'FAIL' ? '签署意愿认证未通过，合同未签署' : '您已取消签署，合同未签署';
      await storeSignature(order.orderNo, contract.contractNo, { signState: 'FAILED', failReason });
    }
  }

  const after = contractsView(order);
  if (after.allSigned && order.order && canAdvance(order.orderNo, 'signed'))
    await advanceOrder(order.orderNo, 'signed');
  const fresh = orderOf(investorId, order.orderNo);
  const view = contractView(fresh, contract);
  return {
    orderNo: order.orderNo,
    contractNo: contract.contractNo,
    signState: view.signState,
    ...(view.signedAt ? { signedAt: view.signedAt } : {}),
    ...(view.failReason ? { failReason: view.failReason } : {}),
    allSigned: after.allSigned,
    nextStep: nextStepOf(order, after.allSigned),
  };
}

/** For tests and the double-record mock: the order as the order domain keeps it. */
export const orderStatusOf = (orderNo: string) => findOrder(orderNo)?.status;
