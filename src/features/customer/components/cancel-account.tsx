import { useQueryClient } from '@tanstack/react-query';
import { Button, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCancelCustomer, useCancelSendSms } from '@gen/hooks/customer/customer';
import type { CancelReason } from '@gen/model/cancelReason';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import { SmsCodeStep } from '@/page-kit/sms-code';
import { hrefTo } from '@/routing/href';
import { endSession } from '@/routing/session';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { useReclickGuard } from '@/page-kit/reclick-guard';

const REASONS: { label: string; value: CancelReason }[] = [
  { label: '不再需要', value: 'NO_NEED' },
  { label: '对服务不满意', value: 'SERVICE' },
  { label: '担心个人信息安全', value: 'PRIVACY' },
  { label: '已有其他账户', value: 'DUPLICATE' },
  { label: '其他', value: 'OTHER' },
];

const WARNING =
  '注销后您将无法登录华信信托App及小程序，无法查询持仓、订单及信息披露，且不可恢复。根据反洗钱规定，您的身份资料及交易记录将在业务关系结束后至少保存5年。持有存续产品或存在在途交易时无法注销。';

/**
 * Account cancellation (注销账户): a warning dialog first (irreversible), then a sheet with the
 * reason and the SMS step (cancelSendSms / cancelCustomer). A blocked account (05210010: a product
 * in existence or a trade unsettled) is told so in the sheet instead of the code. Done: the session
 * ends here too (the token is forgotten, cached answers dropped) and the investor lands on the
 * public home page.
 */
export function CancelAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason>();
  const [blocked, setBlocked] = useState<string>();
  const send = useCancelSendSms({ request: { hideLoading: true, ownCodes: ['05210010'] } });
  const cancel = useCancelCustomer({
    request: { label: '注销', ownCodes: ['05210001', '05210002', '05210010'] },
  });
  const [codeError, setCodeError] = useState<string>();

  const ask = useReclickGuard(() => {
    void (async () => {
      const sure = await confirmDialog({
        title: '确定注销账户？',
        content: WARNING,
        okBtnText: '继续注销',
        noBtnText: '我再想想',
      });
      if (sure) {
        setBlocked(undefined);
        setCodeError(undefined);
        setOpen(true);
      }
    })();
  });

  const close = () => setOpen(false);

  return (
    <>
      <Button block fill="none" color="danger" className="person-info-cancel" onClick={ask}>
        注销账户
      </Button>
      <Popup
        visible={open}
        onMaskClick={close}
        onClose={close}
        showCloseButton
        destroyOnClose
        position="bottom"
        bodyClassName="cancel-account-sheet"
      >
        <h2 className="cancel-account-title">注销账户</h2>
        {blocked ? (
          <div className="cancel-account-blocked" role="alert">
            <p>{blocked}</p>
            <p className="cancel-account-hint">
              请在产品到期清算、在途交易完成后再申请注销，或致电 400-820-8888 咨询。
            </p>
            <Button block color="primary" size="large" onClick={close}>
              我知道了
            </Button>
          </div>
        ) : (
          <>
            <p className="cancel-account-label" id="cancel-reason-label">
              注销原因
            </p>
            <Selector
              aria-labelledby="cancel-reason-label"
              columns={2}
              options={REASONS}
              value={reason ? [reason] : []}
              onChange={(values) => setReason(values[0])}
            />
            {reason ? (
              <SmsCodeStep<SmsTicket>
                submitText="确认注销"
                send={async () => {
                  try {
                    return await send.mutateAsync({ data: {} });
                  } catch (error) {
                    if (isBusinessError(error, '05210010')) setBlocked(error.message);
                    throw error;
                  }
                }}
                verify={async (smsCode, ticket) => {
                  setCodeError(undefined);
                  try {
                    await cancel.mutateAsync({ data: { reason, smsCode, smsSerialNo: ticket.smsSerialNo } });
                  } catch (error) {
                    if (isBusinessError(error, '05210010')) setBlocked(error.message);
                    else if (isBusinessError(error, '05210001') || isBusinessError(error, '05210002'))
                      setCodeError(error.message);
                    throw error;
                  }
                  close();
                  endSession();
                  queryClient.removeQueries();
                  navigate(hrefTo('about'), { replace: true });
                }}
                tip={
                  codeError ? (
                    <span className="cancel-account-error">{codeError}</span>
                  ) : (
                    '验证码将发送至您的预留手机号'
                  )
                }
              />
            ) : (
              <p className="cancel-account-hint">请选择注销原因后获取验证码</p>
            )}
          </>
        )}
      </Popup>
    </>
  );
}
