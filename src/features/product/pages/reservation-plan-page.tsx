import { Button, Skeleton } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import {
  getQueryReservationListQueryKey,
  useCancelReservation,
  useQueryReservationList,
} from '@gen/hooks/product/product';
import type { ReservationItem } from '@gen/model/reservationItem';
import { limitText } from '@/page-kit/amount-input';
import { useConfirmAction, type ConfirmAction } from '@/page-kit/confirm-action';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { FactGrid } from '../components/fact-grid';
import { ContactPeriodText } from '../components/reservation/contact-period-text';
import { RESERVATION_TONE } from '../model/contact-periods';
import '../styles/reservation.css';

/** "2026-11-20T10:30:00+08:00" → "2026-11-20 10:30" (the server's China time, as written). */
const atText = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function ReservationCard({
  reservation,
  cancel,
}: {
  reservation: ReservationItem;
  cancel: ConfirmAction<ReservationItem, ReservationItem>;
}) {
  const navigate = useNavigate();
  const { productCode } = reservation;
  return (
    <li className="reservation-card" aria-label={`${reservation.productName} ${reservation.statusText}`}>
      <div className="reservation-card-head">
        <h2 className="reservation-card-name">
          <Link to={hrefTo('productDetail', { productCode })}>{reservation.productName}</Link>
        </h2>
        <span className={`reservation-status reservation-status-${RESERVATION_TONE[reservation.status]}`}>
          {reservation.statusText}
        </span>
      </div>
      <FactGrid
        className="reservation-facts"
        facts={[
          { label: '意向金额', value: limitText(reservation.intendedAmount) },
          { label: '联系时间', value: <ContactPeriodText value={reservation.contactPeriod} /> },
          !!reservation.raiseStart && { label: '预计开放认购', value: reservation.raiseStart },
          { label: '预约时间', value: atText(reservation.createdAt) },
          !!reservation.remark && { label: '备注', value: reservation.remark },
          { label: '预约编号', value: reservation.reservationNo },
        ]}
      />
      {reservation.cancellable ? (
        <div className="reservation-card-actions">
          <Button
            size="small"
            fill="outline"
            loading={cancel.running?.reservationNo === reservation.reservationNo}
            disabled={cancel.pending}
            onClick={() => void cancel.run(reservation)}
          >
            取消预约
          </Button>
          <Button
            size="small"
            color="primary"
            onClick={() => navigate(hrefTo('productDetail', { productCode }))}
          >
            查看产品
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * reservationPlan (预约计划): the investor's reservations, newest first (queryReservationList), each
 * with its status; 取消预约 on an open one after a confirm dialog (cancelReservation, once).
 */
export default function ReservationPlanPage() {
  const navigate = useNavigate();
  const query = useQueryReservationList({}, { query: { staleTime: 0 } });
  const cancelCall = useCancelReservation({ request: { label: '取消预约' } });
  const cancel = useConfirmAction<ReservationItem, ReservationItem>({
    confirm: (reservation) => ({
      title: '确认取消预约？',
      content: `将取消${reservation.productName}的预约（意向金额${limitText(reservation.intendedAmount)}）。取消后理财经理将不再就该产品与您联系，开放认购前您可再次预约。`,
      okBtnText: '取消预约',
      noBtnText: '再想想',
    }),
    act: (reservation) => cancelCall.mutateAsync({ data: { reservationNo: reservation.reservationNo } }),
    // 05038012 (no longer open): the catalogue's toast says it and the refreshed list shows why.
    invalidate: () => [getQueryReservationListQueryKey({})],
  });

  return (
    <PageFrame busy={cancel.pending}>
      <QueryView
        query={query}
        skeleton={<Skeleton.Paragraph lineCount={10} animated />}
        pendingLabel="我的预约加载中"
        failedTitle="我的预约加载失败"
        isEmpty={(list) => list.length === 0}
        empty={{
          title: '暂无预约',
          description: '预约中的产品可在产品详情中预约，开放认购前理财经理将与您联系',
        }}
      >
        {(list) => (
          <ul className="reservation-list" aria-label="我的预约">
            {list.map((reservation) => (
              <ReservationCard key={reservation.reservationNo} reservation={reservation} cancel={cancel} />
            ))}
          </ul>
        )}
      </QueryView>
      <div className="disclosure-actions">
        <Button block fill="outline" onClick={() => navigate(hrefTo('investProductList'))}>
          浏览可投产品
        </Button>
      </div>
    </PageFrame>
  );
}
