import { defineCalls } from '@mocks/http/define-call';
import { checkFace, drList, drResult, finishRecording, recordSdkFailure, startRecording } from './rules';
// ?mockDrScript=short (browser start-up): the recording's steps take 1 s each.
import './url-options';

/**
 * Stateful double-record handlers (openapi/paths/double-record.yaml): the investor's recording
 * tasks derived from the order mock, the face check, the recording session and its review (the
 * mock's reviewers take 3 s; a passed recording sends the order's `recorded` event).
 */
export const doubleRecordHandlers = defineCalls({
  toDrList: ({ requestData, investor }) => drList(investor.customerId, requestData.status),
  selectDoubleRecordResult: ({ requestData, investor }) => drResult(investor.customerId, requestData.orderNo),
  getFaceImage: {
    successMsg: '核验完成',
    resolve: ({ requestData, investor }) => checkFace(investor.customerId, requestData),
  },
  initiateDr: {
    successMsg: '发起成功',
    resolve: ({ requestData, investor }) => startRecording(investor, requestData),
  },
  doubleRecordFinishReport: {
    successMsg: '提交成功',
    resolve: ({ requestData, investor }) => finishRecording(investor.customerId, requestData),
  },
  saveSdkFailReason: { successMsg: '记录成功', resolve: ({ requestData }) => recordSdkFailure(requestData) },
});
