import { Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getAssetProofTemplateQueryKey,
  getProofOfAssetsCustomerHistoryInfiniteQueryKey,
  useOpenAsset,
  useOpenAssetVerify,
} from '@gen/hooks/asset-proof/asset-proof';
import type { OpenAssetData } from '@gen/model/openAssetData';
import { PageFrame } from '@/page-kit/page-frame';
import { SmsCodeStep } from '@/page-kit/sms-code';
import { hrefTo } from '@/routing/href';
import { dateText, LANGUAGE_LABEL, moneyText } from '../model/certificate-text';
import {
  pendingApplication,
  usePendingApplication,
  type PendingApplication,
} from '../model/pending-application';
import '../styles/asset-proof.css';
import '../styles/certificate-view.css';

/**
 * assetShortMessage: openAsset records the request and sends the code (on arrival, then 重新获取
 * with the same applyNo); openAssetVerify checks it and issues the certificate, which issueAsset
 * shows. The request lives in memory only: opened directly, the page goes back to the form.
 */
export default function CertificateSmsPage() {
  const navigate = useNavigate();
  const [lost] = useState(() => pendingApplication.get() === null);
  const pending = usePendingApplication();

  useEffect(() => {
    if (!lost) return;
    Toast.show({ content: '页面已失效，请重新选择证明内容', duration: 2000 });
    navigate(hrefTo('assetCertificateIndex'), { replace: true });
  }, [lost, navigate]);

  return <PageFrame>{pending && !lost ? <AssetSmsStep application={pending} /> : null}</PageFrame>;
}

function AssetSmsStep({ application }: { application: PendingApplication }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useOpenAsset({ request: { hideLoading: true } });
  const verify = useOpenAssetVerify();

  return (
    <>
      <section className="certificate-sms-summary" aria-label="本次开具">
        <p className="certificate-sms-title">资产证明（{LANGUAGE_LABEL[application.language]}）</p>
        <p>
          截至 {dateText(application.asOfDate)} · {application.productCount} 只产品 · 合计{' '}
          {moneyText(application.totalAmount)}
        </p>
        {application.pinyinName ? <p>姓名拼音：{application.pinyinName}</p> : null}
      </section>
      <SmsCodeStep<OpenAssetData>
        autoSend
        memory={{ state: application.sms, update: pendingApplication.setSms }}
        send={async () => {
          const { productCount: _count, totalAmount: _total, sms, ...request } = application;
          const ticket = await send.mutateAsync({
            data: { ...request, ...(sms.ticket ? { applyNo: sms.ticket.applyNo } : {}) },
          });
          if (!ticket) throw new Error('openAsset: no ticket in the answer');
          return ticket;
        }}
        verify={async (smsCode, ticket) => {
          const certificate = await verify.mutateAsync({
            data: { applyNo: ticket.applyNo, smsCode, smsSerialNo: ticket.smsSerialNo },
          });
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: getAssetProofTemplateQueryKey().slice(0, 2) }),
            queryClient.invalidateQueries({
              queryKey: getProofOfAssetsCustomerHistoryInfiniteQueryKey().slice(0, 3),
            }),
          ]);
          navigate(hrefTo('issueAsset', { certNo: certificate.certNo }), { replace: true });
          pendingApplication.clear();
        }}
        submitText="确认开具"
        tip="验证通过后即生成加盖电子印章的资产证明。收不到验证码？请确认预留手机号可正常接收短信。"
      />
    </>
  );
}
