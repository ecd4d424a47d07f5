import { Button } from 'antd-mobile';
import { useState } from 'react';
import { getCertificationStatusQueryKey, useUpdateInvestor } from '@gen/hooks/risk/risk';
import type { InvestorType } from '@gen/model/investorType';
import { isBusinessError } from '@/api/business-error';
import { useConfirmAction } from '@/page-kit/confirm-action';
import { RefusalNote } from '@/page-kit/refusal-note';

const NAMES: Readonly<Record<InvestorType, string>> = { ORDINARY: '普通投资者', PROFESSIONAL: '专业投资者' };

const NOTICE: Readonly<Record<InvestorType, string>> = {
  PROFESSIONAL:
    '成为专业投资者后，您将不再享有普通投资者在信息告知、风险警示、适当性匹配等方面的特别保护。请确认您具备相应的投资知识、经验与风险承受能力。',
  ORDINARY: '转为普通投资者后，您将享有信息告知、风险警示与适当性匹配方面的特别保护，即时生效。',
};

/**
 * 投资者类型 on strengthen (updateInvestor): ordinary ↔ professional under the suitability rules.
 * Becoming professional needs a certification in force (05080210, said under the switch); going
 * back is always allowed. Both ask first, with what the investor gains or gives up.
 */
export function InvestorTypeSwitch({ investorType }: { investorType: InvestorType }) {
  const [refusal, setRefusal] = useState<string>();
  const update = useUpdateInvestor({ request: { label: '变更', ownCodes: ['05080210'] } });
  const wanted: InvestorType = investorType === 'ORDINARY' ? 'PROFESSIONAL' : 'ORDINARY';
  const action = useConfirmAction({
    confirm: () => ({
      title: `确认申请成为${NAMES[wanted]}？`,
      content: NOTICE[wanted],
      okBtnText: '确认变更',
    }),
    act: () => update.mutateAsync({ data: { investorType: wanted } }),
    invalidate: () => [getCertificationStatusQueryKey({})],
    onError: (error) => {
      if (isBusinessError(error, '05080210')) setRefusal(error.message);
    },
  });
  return (
    <section className="risk-card" aria-label="投资者类型">
      <p className="risk-type-line">
        投资者类型 <strong>{NAMES[investorType]}</strong>
      </p>
      {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
      <Button
        size="middle"
        fill="outline"
        color="primary"
        loading={action.pending}
        disabled={action.pending}
        onClick={() => {
          setRefusal(undefined);
          void action.run(undefined);
        }}
      >
        {wanted === 'PROFESSIONAL' ? '申请成为专业投资者' : '转为普通投资者'}
      </Button>
    </section>
  );
}
