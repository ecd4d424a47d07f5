import { afterEach, describe, expect, it } from 'vitest';
import { bankCards } from '../domains/bank-card/seed';
import { tagOfCall } from '../generated-handlers';
import { callsOf } from '../http/define-call';
import { statefulHandlers } from '../handlers';
import { OUTCOMES } from '../scenarios/outcomes';
import { setScenario } from '../scenarios/scenario-store';
import { callData, postCall } from '../testing/post-call';
import { makeDemoInvestorElderly } from '../domains/risk/seed';
import { recordQualificationReview } from '../domains/risk/profile';
import { DEMO_INVESTOR } from '../db/seed/investor';
import { setupMockApi } from '../testing/setup-mock-api';
import { readAllRequired, startFlow } from '../domains/contract/testing';
import { FACE_FRAME, passFaceCheck } from '../domains/double-record/testing';
import { advanceOrder } from '../domains/order/rules';
import { confirmAdditionalLot } from '../domains/order/testing';
import { setInvestorVariant } from '../scenarios/investor-variants';
import { requestExampleOf, requestExamplesOf } from './contract-examples';
import { bodySchemaOf, responseSchemaOf } from './response-schemas';

setupMockApi();
afterEach(() => setInvestorVariant('default'));

/** The calls the stateful domains take over (mocks/domains/**). */
const STATEFUL_CALLS = [...new Set(statefulHandlers.flatMap(callsOf))].sort();

const NEW_CARD = { cardNo: '6217002870012345672', bnkName: '中国建设银行', reservedPhone: '13900001111' };

/** The demo's cards without products or trades on them (account cancellation is then allowed). */
const freeTheCards = () =>
  bankCards.updateMany((q) => q.where({ cardId: (id) => id.length > 0 }), {
    data(card) {
      card.blockReasons = [];
    },
  });

/**
 * Calls whose valid request needs state first (an SMS ticket): the contract's example with what
 * the mock's state requires (a card not yet bound, the serial of a code just sent).
 */
const PREPARED: Record<string, () => Promise<unknown>> = {
  addBankCard: async () => {
    const sms = await callData<{ smsSerialNo: string }>('bankCardSMSCode', {
      businessType: 'ADD_CARD',
      ...NEW_CARD,
    });
    return { ...(requestExampleOf('addBankCard') as object), ...NEW_CARD, smsSerialNo: sms.smsSerialNo };
  },
  updateBankCardInfo: async () => {
    const example = requestExampleOf('updateBankCardInfo') as { cardId: string };
    const sms = await callData<{ smsSerialNo: string }>('bankCardSMSCode', {
      businessType: 'UPDATE_CARD',
      cardId: example.cardId,
    });
    return { ...example, smsSerialNo: sms.smsSerialNo };
  },
  // auth: the login carries the serial of a code just sent, WeCom's state one just issued.
  authorizeMessageLogin: async () => {
    const example = requestExampleOf('authorizeMessageLogin') as { phone: string };
    const sms = await callData<{ smsSerialNo: string }>('authorizeMesLoginSmsCode', { phone: example.phone });
    return { ...example, smsSerialNo: sms.smsSerialNo };
  },
  authorizeLoginSubmit: async () => {
    const { state } = await callData<{ state: string }>('getQwAuthCode', {
      redirectUri: 'https://h5.example/',
    });
    return { ...(requestExampleOf('authorizeLoginSubmit') as object), state };
  },
  // customer: changes carry the serial of a business SMS just sent; closing the account
  // needs cards free of products and trades (the demo's 中国工商银行 card pays a product out).
  updateCustomerInfo: async () => {
    const sms = await callData<{ smsSerialNo: string }>('sendBusiSms', { bizType: 'UPDATE_CUSTOMER_INFO' });
    return { ...(requestExampleOf('updateCustomerInfo') as object), smsSerialNo: sms.smsSerialNo };
  },
  updateContactInfo: async () => {
    const sms = await callData<{ smsSerialNo: string }>('sendBusiSms', { bizType: 'UPDATE_CONTACT_INFO' });
    return { ...(requestExampleOf('updateContactInfo') as object), smsSerialNo: sms.smsSerialNo };
  },
  cancelSendSms: async () => {
    await freeTheCards();
    return {};
  },
  cancelCustomer: async () => {
    await freeTheCards();
    const sms = await callData<{ smsSerialNo: string }>('cancelSendSms', {});
    return { ...(requestExampleOf('cancelCustomer') as object), smsSerialNo: sms.smsSerialNo };
  },
  // risk: a result is confirmed after the answers that produce it.
  evaluationConfirmation: async () => {
    const saved = await callData<{ answerNo: string }>(
      'saveQuestionnaireAnswer',
      requestExampleOf('saveQuestionnaireAnswer'),
    );
    return { evaluationNo: saved.answerNo };
  },
  // … the elderly declaration is signed by an investor of 65 or more, with a business SMS ticket.
  signElderInvestorDeclaration: async () => {
    await makeDemoInvestorElderly();
    const sms = await callData<{ smsSerialNo: string }>('sendBusiSms', { bizType: 'ELDER_DECLARATION' });
    return { ...(requestExampleOf('signElderInvestorDeclaration') as object), smsSerialNo: sms.smsSerialNo };
  },
  // asset-proof: the code verified is the one openAsset just sent for the application.
  openAssetVerify: async () => {
    const sms = await callData<{ applyNo: string; smsSerialNo: string }>(
      'openAsset',
      requestExampleOf('openAsset'),
    );
    return { applyNo: sms.applyNo, smsCode: '123456', smsSerialNo: sms.smsSerialNo };
  },
  // order: the cancel carries the serial of a CANCEL_ORDER code just sent for the order.
  cancelOrderCheck: async () => {
    const example = requestExampleOf('cancelOrderCheck') as { orderNo: string };
    const sms = await callData<{ smsSerialNo: string }>('sendBusiSms', {
      bizType: 'CANCEL_ORDER',
      bizNo: example.orderNo,
    });
    return { ...example, smsSerialNo: sms.smsSerialNo };
  },
};

/** Orders: the transfer carries a TRANSFER_BENEFIT code just sent; the wallet is opened first. */
const openWalletForTest = async () => {
  const applied = await callData<{ applyNo: string; smsSerialNo: string }>(
    'appletWalletOpen',
    requestExampleOf('appletWalletOpen'),
  );
  return { applyNo: applied.applyNo, smsSerialNo: applied.smsSerialNo, smsCode: '123456' };
};
Object.assign(PREPARED, {
  ftsTransferApply: async () => {
    const example = requestExampleOf('ftsTransferApply') as { productCode: string };
    const sms = await callData<{ smsSerialNo: string }>('sendBusiSms', {
      bizType: 'TRANSFER_BENEFIT',
      bizNo: example.productCode,
    });
    return { ...example, smsSerialNo: sms.smsSerialNo };
  },
  checkMsg4Wallet: openWalletForTest,
  getWalletUrl: async () => {
    await callData('checkMsg4Wallet', await openWalletForTest());
    return requestExampleOf('getWalletUrl');
  },
});

/** Signing: the documents are read first; the e-signature result names a flow just started. */
Object.assign(PREPARED, {
  resendContract: async () => {
    await readAllRequired('OD202611200001');
    return requestExampleOf('resendContract');
  },
  submitContractSign: async () => {
    await readAllRequired('OD202611200001');
    const { signFlowId } = await startFlow('OD202611200001', 'HT202611200001');
    return { ...(requestExampleOf('submitContractSign') as object), signFlowId };
  },
});

/** Tax: the CRS code is checked after a send; the declaration carries a fresh check token. */
Object.assign(PREPARED, {
  checkMessage: async () => {
    const sms = await callData<{ smsSerialNo: string }>('crsSendMessage', {});
    return { smsCode: '123456', smsSerialNo: sms.smsSerialNo };
  },
  addTaxIssueInfo: async () => {
    const sms = await callData<{ smsSerialNo: string }>('crsSendMessage', {});
    const { checkToken } = await callData<{ checkToken: string }>('checkMessage', {
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    return { ...(requestExampleOf('addTaxIssueInfo') as object), checkToken };
  },
});

/** Vote: the code is checked after a send; the ballot carries a fresh check token. */
Object.assign(PREPARED, {
  checkVoteSmsCode: async () => {
    const { voteId } = requestExampleOf('checkVoteSmsCode') as { voteId: string };
    const sms = await callData<{ smsSerialNo: string }>('getVoteVerificationCode', { voteId });
    return { voteId, smsCode: '123456', smsSerialNo: sms.smsSerialNo };
  },
  submitVoteChoices: async () => {
    const example = requestExampleOf('submitVoteChoices') as { voteId: string };
    const sms = await callData<{ smsSerialNo: string }>('getVoteVerificationCode', {
      voteId: example.voteId,
    });
    const { checkToken } = await callData<{ checkToken: string }>('checkVoteSmsCode', {
      voteId: example.voteId,
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    return { ...example, checkToken };
  },
});

/**
 * Qualified investor: a request needs an investor who may apply (not certified for
 * long) and proofs the investor uploaded; the images are those of the investor's own request.
 */
Object.assign(PREPARED, {
  createQualifierFlow: async () => {
    await recordQualificationReview(DEMO_INVESTOR.customerId, { approved: false, reason: '材料不清晰' });
    const upload = () =>
      callData<{ fileId: string }>('uploadImage', {
        ...(requestExampleOf('uploadImage') as object),
        bizType: 'QUALIFIED_PROOF',
      }).then((image) => image.fileId);
    return {
      ...(requestExampleOf('createQualifierFlow') as object),
      proofFileIds: [await upload(), await upload()],
      experienceFileIds: [await upload()],
    };
  },
  certificationImage: async () => {
    const page = await callData<{ list: Array<{ flowNo: string }> }>('queryQualifierList', {
      pageNum: 1,
      pageSize: 1,
    });
    return { flowNo: page.list[0]?.flowNo };
  },
});

// product reservations: the example cancels the reservation the example of
// makeReservation makes (YY202611200002 in the contract's story), so it is made first.
// double-record: the story's 追加 (OD202611200001) is recorded once signed, after a
// passed face check; the example's drId is the recording that check starts.
const RECORDED_ORDER = 'OD202611200001';
const signedForRecording = () => advanceOrder(RECORDED_ORDER, 'signed');
const startedRecording = async () => {
  await signedForRecording();
  const faceToken = await passFaceCheck(RECORDED_ORDER);
  return callData<{ drId: string }>('initiateDr', { orderNo: RECORDED_ORDER, faceToken });
};
Object.assign(PREPARED, {
  cancelReservation: async () => {
    const made = await callData<{ reservationNo: string }>(
      'makeReservation',
      requestExampleOf('makeReservation') as Record<string, unknown>,
    );
    return { reservationNo: made.reservationNo };
  },
  getFaceImage: async () => {
    await signedForRecording();
    return { ...(requestExampleOf('getFaceImage') as object), imageBase64: FACE_FRAME };
  },
  initiateDr: async () => {
    await signedForRecording();
    return { orderNo: RECORDED_ORDER, faceToken: await passFaceCheck(RECORDED_ORDER) };
  },
  selectDoubleRecordResult: async () => {
    await startedRecording();
    return requestExampleOf('selectDoubleRecordResult');
  },
  doubleRecordFinishReport: async () => {
    const { drId } = await startedRecording();
    return { ...(requestExampleOf('doubleRecordFinishReport') as object), drId };
  },
});

/** family-trust: the change carries photos just uploaded and the serial of a code just sent. */
Object.assign(PREPARED, {
  changeBeneficiaryAccount: async () => {
    const example = requestExampleOf('changeBeneficiaryAccount') as { trustCode: string; newCardId: string };
    const photo = (bizType: string) =>
      callData<{ fileId: string }>('uploadImage', {
        ...(requestExampleOf('uploadImage') as object),
        bizType,
      }).then((answer) => answer.fileId);
    const sms = await callData<{ smsSerialNo: string }>('changeAccountSendSmsCode', {
      trustCode: example.trustCode,
      newCardId: example.newCardId,
    });
    return {
      ...example,
      bankCardFileIds: [await photo('BANK_CARD')],
      idCardFileIds: [await photo('ID_CARD')],
      smsSerialNo: sms.smsSerialNo,
    };
  },
});

/** Family trust's acts: the business SMS (bizType OTHER) names the agreement or the trust. */
const familyActWithSms = (call: string, bizNoKey: 'agreementNo' | 'trustCode') => async () => {
  const example = requestExampleOf(call) as Record<string, string>;
  const sms = await callData<{ smsSerialNo: string }>('sendBusiSms', {
    bizType: 'OTHER',
    bizNo: example[bizNoKey],
  });
  return { ...example, smsSerialNo: sms.smsSerialNo };
};
Object.assign(PREPARED, {
  familyToSign: familyActWithSms('familyToSign', 'agreementNo'),
  familyAddedSign: familyActWithSms('familyAddedSign', 'agreementNo'),
  conditionalDistributionApply: familyActWithSms('conditionalDistributionApply', 'trustCode'),
  tempDistributeApply: familyActWithSms('tempDistributeApply', 'trustCode'),
  applyForChangeOfTerm: familyActWithSms('applyForChangeOfTerm', 'trustCode'),
  // A lot is redeemable once its shares are confirmed: the example's 追加, taken to confirmation.
  redeemAddOrder: async () => ({
    ...(requestExampleOf('redeemAddOrder') as object),
    orderNo: await confirmAdditionalLot(),
  }),
  // The senior-investor path is for an investor of 65 or more with the elderly declaration signed.
  snrIvtMakeOrderCheck: async () => {
    await setInvestorVariant('elderly-signed');
    return requestExampleOf('snrIvtMakeOrderCheck');
  },
  // … who has confirmed every notice the check lists for the product.
  snrIvtMakeOrder: async () => {
    await setInvestorVariant('elderly-signed');
    const check = await callData<{ notices: Array<{ code: string }> }>(
      'snrIvtMakeOrderCheck',
      requestExampleOf('snrIvtMakeOrderCheck'),
    );
    const example = requestExampleOf('snrIvtMakeOrder') as object;
    return { ...example, acknowledgements: check.notices.map((notice) => notice.code) };
  },
});

/** More requests than the examples: edges and refusals (their answers must keep to the contract too). */
const EDGES: Array<[call: string, requestData: Record<string, unknown>, statusCode: string]> = [
  ['selectAreaCity', { provinceCode: '999999', cityCode: '' }, '00000000'],
  ['selectExternalDict', { dictCode: 'order_status' }, '00000000'],
  ['newSelectCountryList', { areaName: '英' }, '00000000'],
  ['queryBankCardHeadList', { bnkName: '' }, '00000000'],
  ['dictDetail', { dictType: 'unknown_type' }, '00000001'],
  ['getBankCardList', { businessType: 'REDEEM' }, '00000000'],
  ['getOrderBankCard', { orderNo: 'OD209912310001' }, '00000000'],
  ['checkRemoveBankCard', { cardId: 'BC202311020007' }, '05020001'],
  ['bankCardAsDefault', { cardId: 'BC000000000000' }, '05020008'],
  [
    'bankCardSMSCode',
    { businessType: 'ADD_CARD', cardNo: '6214830100000000', reservedPhone: '13900001111' },
    '05020005',
  ],
];

async function expectValid(call: string, requestData: unknown) {
  const schema = responseSchemaOf(call);
  expect(schema, `no generated response schema for ${call}`).toBeDefined();
  const answer = await postCall(call, requestData);
  expect(answer.status, `${call} HTTP status`).toBe(200);
  const parsed = schema!.safeParse(answer.json);
  expect(parsed.success, `${call} ${JSON.stringify(requestData)}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { code: string; result?: { statusCode: string } };
}

describe('every mock response matches the generated response schema', () => {
  it('knows a valid request for every call a stateful domain takes over, each in one domain', () => {
    expect(STATEFUL_CALLS.length).toBeGreaterThanOrEqual(17);
    expect(statefulHandlers.flatMap(callsOf)).toHaveLength(STATEFUL_CALLS.length);
    for (const call of STATEFUL_CALLS) {
      expect(PREPARED[call] !== undefined || requestExamplesOf(call).length > 0, call).toBe(true);
    }
  });

  // The success paths: each stateful call gets the contract's own request examples (or, where
  // it needs state first, the example completed with it), checked against the contract's body
  // schema before it is sent, and must succeed with an answer the response schema accepts.
  it.each(STATEFUL_CALLS)('%s: real requests from the contract succeed and keep to it', async (call) => {
    const requests = PREPARED[call] ? [await PREPARED[call]()] : requestExamplesOf(call);
    for (const requestData of requests) {
      const body = bodySchemaOf(call)?.safeParse({ requestData });
      expect(
        body?.success ?? true,
        `${call}: the request ${JSON.stringify(requestData)} keeps to the contract`,
      ).toBe(true);
      const answer = await expectValid(call, requestData);
      expect([answer.code, answer.result?.statusCode], `${call} ${JSON.stringify(requestData)}`).toEqual([
        '00000000',
        '00000000',
      ]);
    }
  });

  it.each(EDGES)('%s %j answers %s', async (call, requestData, statusCode) => {
    const answer = await expectValid(call, requestData);
    expect(answer.result?.statusCode).toBe(statusCode);
  });

  // The whole contract, with an empty requestData: the generated fallback answers, or, where the
  // contract requires fields, the mock's contract check refuses with 00000001 (a valid envelope,
  // never something off-contract). This covers the fallback and the refusal, not the stateful
  // success paths (above).
  const everyCall = [...tagOfCall.keys()].sort();
  it('covers the whole contract', () => expect(everyCall.length).toBeGreaterThan(200));
  it.each(everyCall)('%s (empty requestData)', async (call) => {
    await expectValid(call, {});
  });

  // Forced outcomes that answer with an envelope must be valid envelopes too.
  const envelopeOutcomes = OUTCOMES.filter((o) => ['status', 'gateway', 'session'].includes(o.family));
  it.each(envelopeOutcomes.map((o) => o.id))('scenario %s answers a valid envelope', async (outcome) => {
    setScenario({ outcome });
    const body = await expectValid('queryOrderList', {});
    expect(body.code === '00000000' ? body.result?.statusCode : body.code).not.toBe('00000000');
  });
});
