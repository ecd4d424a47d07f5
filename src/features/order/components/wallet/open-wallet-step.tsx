import { Button } from 'antd-mobile';
import { BottomSheet, SheetOption, SheetOptions } from '@/page-kit/bottom-sheet';
import { InlineCheckBox } from '@/page-kit/check-box';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useAppletWalletOpen,
  useCheckMsg4Wallet,
  useGetWalletBankInfo,
  useWalletOpenAccountInfo,
} from '@gen/hooks/wallet/wallet';
import type { WalletOpenAccountInfoData } from '@gen/model/walletOpenAccountInfoData';
import type { WalletOpenData } from '@gen/model/walletOpenData';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { FormActions } from '@/page-kit/form';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { SmsCodeStep } from '@/page-kit/sms-code';
import { hrefTo } from '@/routing/href';
import { OrderDetailSkeleton } from '../order-detail-skeleton';
import { OrderFacts } from '../order-facts';
import '@/features/order/styles/trade.css';
import '@/features/order/styles/trade-quote.css';

export interface OpenWalletStepProps {
  orderNo: string;
  /** The wallet is open (or was already): the pre-check is asked again and payment follows. */
  onOpened: () => void;
}

/**
 * Opening the wallet before the first wallet payment: who it opens for (masked), a bound card the
 * wallet takes (the others greyed, the banks and limits one tap away), the three agreements, then
 * the code the institution sends to the card's reserved phone (appletWalletOpen → checkMsg4Wallet).
 */
export function OpenWalletStep({ orderNo, onOpened }: OpenWalletStepProps) {
  const info = useWalletOpenAccountInfo({}, { query: { staleTime: 0 } });
  return (
    <PageFrame busy={info.isPending} title="开通钱包">
      <QueryView query={info} skeleton={<OrderDetailSkeleton />} pendingLabel="开户信息加载中">
        {(data) => <OpenWalletForm orderNo={orderNo} info={data} onOpened={onOpened} />}
      </QueryView>
    </PageFrame>
  );
}

function OpenWalletForm({
  orderNo,
  info,
  onOpened,
}: {
  orderNo: string;
  info: WalletOpenAccountInfoData;
  onOpened: () => void;
}) {
  const [cardId, setCardId] = useState(() => info.cards.find((c) => c.supported)?.cardId ?? '');
  const [agreed, setAgreed] = useState(false);
  const [step, setStep] = useState<'form' | 'sms'>('form');
  const [error, setError] = useState<string>();
  const [banksOpen, setBanksOpen] = useState(false);
  const apply = useAppletWalletOpen({
    request: { hideLoading: true, ownCodes: ['05070003', '05070004', '05070010'] },
  });
  const verify = useCheckMsg4Wallet({ request: { label: '开通', ownCodes: ['05070005', '05070006'] } });

  if (step === 'sms') {
    return (
      <>
        <p className="order-note">{`${info.institutionName}已向银行卡预留手机号发送验证码，输入后完成钱包开通。`}</p>
        {error ? (
          <p className="order-warning" role="alert">
            {error}
          </p>
        ) : null}
        <SmsCodeStep<WalletOpenData>
          autoSend
          send={async () => {
            try {
              return await apply.mutateAsync({
                data: { cardId, agreements: ['WALLET_SERVICE', 'QUICK_PAY', 'WALLET_PRIVACY'] },
              });
            } catch (refused) {
              if (isBusinessError(refused, '05070004')) onOpened();
              else if (isBusinessError(refused, '05070003') || isBusinessError(refused, '05070010')) {
                setError(refused.message);
                setStep('form');
              }
              throw refused;
            }
          }}
          verify={async (smsCode, ticket) => {
            setError(undefined);
            try {
              await verify.mutateAsync({
                data: { applyNo: ticket.applyNo, smsSerialNo: ticket.smsSerialNo, smsCode },
              });
              onOpened();
            } catch (refused) {
              if (isBusinessError(refused, '05070005') || isBusinessError(refused, '05070006'))
                setError(refused.message);
              throw refused;
            }
          }}
          submitText="确认开通"
          tip="验证码由支付机构发送，5分钟内有效。"
        />
      </>
    );
  }

  return (
    <>
      <p className="order-note">
        钱包由{info.institutionName}提供，开通后可直接支付本订单，无需转账和上传凭证。订单号 {orderNo}。
      </p>
      <OrderFacts
        title="开户信息"
        facts={[
          { label: '姓名', value: info.investorName },
          { label: '证件号码', value: info.idNoMasked },
          { label: '手机号', value: info.phoneMasked },
        ]}
      />
      <section className="order-panel" aria-label="绑定银行卡">
        <h3 className="order-panel-title">绑定银行卡</h3>
        <SheetOptions label="绑定银行卡" radio>
          {info.cards.map((card) => (
            <SheetOption
              key={card.cardId}
              title={`${card.bankName} ${card.cardNoMasked}`}
              sub={
                card.supported
                  ? `单笔限额${formatMoney(card.singleLimit)}元，单日${formatMoney(card.dailyLimit)}元`
                  : (card.reason ?? '暂不支持')
              }
              selected={card.cardId === cardId}
              disabled={!card.supported}
              onSelect={() => setCardId(card.cardId)}
            />
          ))}
        </SheetOptions>
        <Button fill="none" color="primary" size="small" onClick={() => setBanksOpen(true)}>
          支持的银行及限额 ›
        </Button>
      </section>
      <div className="trade-agreement">
        <InlineCheckBox checked={agreed} onChange={setAgreed}>
          我已阅读并同意
        </InlineCheckBox>
        {info.agreements.map((agreement) => (
          <Link
            key={agreement.agmtCode}
            className="trade-agreement-link"
            to={hrefTo('comPdf', { fileId: agreement.fileId, title: agreement.agmtName })}
          >
            《{agreement.agmtName}》
          </Link>
        ))}
      </div>
      {error ? (
        <p className="order-warning" role="alert">
          {error}
        </p>
      ) : null}
      <FormActions tip="下一步将由支付机构向银行卡预留手机号发送验证码">
        <Button
          block
          color="primary"
          size="large"
          onClick={() => {
            if (!cardId) setError('请选择一张支持钱包的银行卡，或先绑定支持的银行卡');
            else if (!agreed) setError('请阅读并同意钱包相关协议');
            else {
              setError(undefined);
              setStep('sms');
            }
          }}
        >
          同意协议并开通
        </Button>
      </FormActions>
      <BanksSheet open={banksOpen} onClose={() => setBanksOpen(false)} />
    </>
  );
}

function BanksSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const banks = useGetWalletBankInfo({}, { query: { enabled: open, staleTime: 10 * 60_000 } });
  return (
    <BottomSheet visible={open} onClose={onClose} title="支持的银行及限额" padded>
      <QueryView query={banks} skeleton={<OrderDetailSkeleton panels={1} />} pendingLabel="银行列表加载中">
        {(data) => (
          <>
            <OrderFacts
              title="快捷支付限额（单笔 / 单日）"
              facts={data.banks.map((bank) => ({
                label: bank.bankName,
                value: `${formatMoney(bank.singleLimit)} / ${formatMoney(bank.dailyLimit)}元`,
              }))}
            />
            {data.note ? <p className="order-note">{data.note}</p> : null}
          </>
        )}
      </QueryView>
    </BottomSheet>
  );
}
