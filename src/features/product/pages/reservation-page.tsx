import { Button, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProductAdmitControl } from '@gen/hooks/common/common';
import {
  getQueryReservationListQueryKey,
  useAppletProductDetail,
  useQueryReservationList,
} from '@gen/hooks/product/product';
import type { ReservationItem } from '@gen/model/reservationItem';
import { limitText } from '@/page-kit/amount-input';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultPage } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { contactPeriodText } from '../model/contact-periods';
import { ReservationForm } from '../components/reservation/reservation-form';
import '../styles/product-pages.css';
import '../styles/reservation.css';
import { StatusBlock } from '@/page-kit/status-block';

/** The product is not open to a reservation: why, and the way on (认购 when it is on sale). */
function NotReservable({
  productCode,
  message,
  onSale,
}: {
  productCode: string;
  message: string;
  onSale: boolean;
}) {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <StatusBlock status="failed" title="暂不可预约" description={message} />
      <div className="disclosure-actions">
        <Button
          block
          color="primary"
          onClick={() => navigate(hrefTo(onSale ? 'capitain' : 'productDetail', { productCode }))}
        >
          {onSale ? '去认购' : '查看产品详情'}
        </Button>
      </div>
    </PageFrame>
  );
}

/** A reservation that is made (just now, or before): what was reserved, and where to follow it. */
function Reserved({ reservation, fresh }: { reservation: ReservationItem; fresh: boolean }) {
  const navigate = useNavigate();
  return (
    <ResultPage
      status={fresh ? 'success' : 'review'}
      title={fresh ? '预约成功' : '您已预约该产品'}
      description={`${reservation.productName}，意向金额${limitText(reservation.intendedAmount)}。${
        reservation.raiseStart ? `预计${reservation.raiseStart}开放认购，` : ''
      }理财经理将于${contactPeriodText(reservation.contactPeriod)}与您联系。`}
      back={!fresh}
      actions={[
        {
          text: '查看我的预约',
          primary: true,
          onClick: () => navigate(hrefTo('reservationPlan'), { replace: fresh }),
        },
        {
          text: '返回产品详情',
          onClick: () =>
            navigate(hrefTo('productDetail', { productCode: reservation.productCode }), { replace: fresh }),
        },
      ]}
    />
  );
}

/**
 * reservation (产品预约): for a product not yet open (预约中). The product must admit a reservation
 * (productAdmitControl, scene RESERVE); an open reservation of it is shown instead of the form;
 * otherwise the form (ReservationForm) and, once made, the outcome.
 */
export default function ReservationPage() {
  const { productCode } = usePageQuery('reservation');
  const queryClient = useQueryClient();
  const enabled = productCode !== undefined;
  const code = productCode ?? '';
  const admit = useProductAdmitControl(
    { productCode: code, scene: 'RESERVE' },
    { query: { enabled, staleTime: 0 }, request: { ownCodes: ['05018001'] } },
  );
  const detail = useAppletProductDetail(
    { productCode: code },
    { query: { enabled }, request: { ownCodes: ['05030001'] } },
  );
  const mine = useQueryReservationList({}, { query: { enabled, staleTime: 0 } });
  const [made, setMade] = useState<ReservationItem>();

  if (!enabled) {
    return <NotReservable productCode="" message="未指定要预约的产品，请从产品详情进入" onSale={false} />;
  }
  if (made) return <Reserved reservation={made} fresh />;

  const reads = [admit, detail, mine] as const;
  const failed = reads.find((read) => read.error && read.data === undefined);
  const all = {
    data:
      admit.data && detail.data && mine.data
        ? { admit: admit.data, product: detail.data, mine: mine.data }
        : undefined,
    error: failed?.error ?? null,
    isPending: reads.some((read) => read.isPending),
    isFetching: reads.some((read) => read.isFetching),
    refetch: () => reads.forEach((read) => void read.refetch()),
  };
  if (all.data) {
    const { admit: admission, product } = all.data;
    const open = all.data.mine.find((r) => r.productCode === code && r.status === 'RESERVED');
    if (open) return <Reserved reservation={open} fresh={false} />;
    if (!admission.admitted) {
      return (
        <NotReservable
          productCode={code}
          message={admission.message ?? '该产品当前不接受预约'}
          onSale={admission.block === 'ON_SALE'}
        />
      );
    }
    return (
      <ReservationForm
        product={product}
        onReserved={(reservation) => {
          setMade(reservation);
          void queryClient.invalidateQueries({ queryKey: getQueryReservationListQueryKey({}) });
        }}
      />
    );
  }
  return (
    <PageFrame busy={!failed}>
      <QueryView
        query={all}
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        pendingLabel="预约信息加载中"
        failedTitle="预约信息加载失败"
      >
        {() => null}
      </QueryView>
    </PageFrame>
  );
}
