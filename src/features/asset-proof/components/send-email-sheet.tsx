import { Button, Popup, Radio } from 'antd-mobile';
import { RadioBox } from '@/page-kit/check-box';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  getProofOfAssetsListQueryKey,
  useOpenAssetSendCustomerEmail,
} from '@gen/hooks/asset-proof/asset-proof';
import { OpenAssetSendCustomerEmailBody } from '@gen/zod/asset-proof/asset-proof.zod';
import type { AssetCertificate } from '@gen/model/assetCertificate';
import { TextInput } from '@/page-kit/form';
import { useSubmit } from '@/page-kit/submit';
import { wallTime } from '../model/certificate-text';

const emailSchema = OpenAssetSendCustomerEmailBody.shape.requestData.shape.email.unwrap();

/**
 * 发送至邮箱: the certificate's PDF by e-mail, to the address on record (shown masked) or to one
 * the investor types; the e-mails already sent are listed under the button.
 */
export function SendEmail({ certificate }: { certificate: AssetCertificate }) {
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form (the choice, the typed address, the submit's re-click window).
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        block
        size="large"
        color="primary"
        fill="outline"
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        发送至邮箱
      </Button>
      {certificate.sentEmails.length > 0 ? (
        <p className="certificate-sent">
          最近发送：{certificate.sentEmails[0]?.sentToMasked} · {wallTime(certificate.sentEmails[0]?.sentAt)}
        </p>
      ) : null}
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="certificate-email-popup"
        destroyOnClose
      >
        <EmailForm key={opening} certificate={certificate} onDone={() => setOpen(false)} />
      </Popup>
    </>
  );
}

function EmailForm({ certificate, onDone }: { certificate: AssetCertificate; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const onRecord = certificate.emailMasked;
  const [target, setTarget] = useState<'record' | 'other'>(onRecord ? 'record' : 'other');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const sendMail = useOpenAssetSendCustomerEmail({ request: { label: '发送' } });

  const send = useSubmit(async (address: string | undefined) => {
    await sendMail.mutateAsync({
      data: { certNo: certificate.certNo, ...(address ? { email: address } : {}) },
    });
    await queryClient.invalidateQueries({
      queryKey: getProofOfAssetsListQueryKey({ certNo: certificate.certNo }),
    });
    onDone();
  });

  /** The typed address is checked here, before the write: a refusal starts no re-click window. */
  const submit = () => {
    if (target === 'record') return void send.run(undefined);
    const address = email.trim();
    if (!emailSchema.safeParse(address).success) {
      setError(address ? '请输入正确的邮箱地址' : '请输入收件邮箱');
      return;
    }
    setError(undefined);
    void send.run(address);
  };

  return (
    <form
      className="certificate-email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="certificate-email-title">发送资产证明至邮箱</h2>
      <Radio.Group value={target} onChange={(value) => setTarget(value === 'other' ? 'other' : 'record')}>
        <div className="certificate-email-options" role="radiogroup" aria-label="发送至">
          {onRecord ? <RadioBox value="record">预留邮箱 {onRecord}</RadioBox> : null}
          <RadioBox value="other">其他邮箱</RadioBox>
        </div>
      </Radio.Group>
      {target === 'other' ? (
        <div className="certificate-email-field">
          <label htmlFor={`${id}-email`} className="visually-hidden">
            收件邮箱
          </label>
          <TextInput
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="请输入收件邮箱"
            maxLength={64}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(text) => {
              setEmail(text);
              setError(undefined);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="form-row-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="certificate-note">PDF 附件将在几分钟内送达，请注意查收；如未收到请检查垃圾邮件。</p>
      <Button block type="submit" size="large" color="primary" loading={send.pending} disabled={send.pending}>
        发送
      </Button>
    </form>
  );
}
