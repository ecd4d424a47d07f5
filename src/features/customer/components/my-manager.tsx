import { Button, Skeleton, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useSelectUserManager } from '@gen/hooks/customer/customer';
import type { Manager } from '@gen/model/manager';
import type { UserManagerData } from '@gen/model/userManagerData';
import { QrCode } from '@/page-kit/qr-code';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { ManagerCard, phoneText } from './manager-card';
import { StatusBlock } from '@/page-kit/status-block';

export function ManagerSkeleton() {
  return (
    <div className="manager-card">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

/** 2026-01-02T10:15:00+08:00 → 2026-01-02 10:15 (the time as written, China time). */
export const wallTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function ApplyingNotice({ applying }: { applying: NonNullable<UserManagerData['applying']> }) {
  return (
    <p className="manager-applying" role="status">
      您于 {wallTime(applying.appliedAt)} 申请更换为理财经理 {applying.managerName}
      ，正在审核中（1–3个工作日），审核通过前仍由当前理财经理为您服务。
    </p>
  );
}

/** How to reach a manager: a call (tel:) and WeCom's "contact me" code, drawn on the device. */
export function ManagerContact({ manager }: { manager: Manager }) {
  return (
    <>
      <div className="manager-contact">
        <a
          className="manager-call"
          href={`tel:${manager.phone}`}
          aria-label={`拨打电话 ${phoneText(manager.phone)}`}
        >
          拨打电话 {phoneText(manager.phone)}
        </a>
      </div>
      {manager.wecomContactUrl ? (
        <div className="manager-wecom">
          <p className="manager-wecom-title">添加企业微信</p>
          <QrCode
            value={manager.wecomContactUrl}
            label={`理财经理${manager.managerName}的企业微信二维码`}
            size="medium"
            failedText="二维码生成失败，请拨打电话联系"
          />
          <p className="manager-wecom-hint">使用微信扫一扫添加；在微信中长按二维码可识别或保存</p>
        </div>
      ) : null}
    </>
  );
}

/** My manager (selectUserManager): the card and how to reach them, a change under review, or none. */
export function MyManager() {
  const navigate = useNavigate();
  const mine = useSelectUserManager({});
  return (
    <QueryView query={mine} skeleton={<ManagerSkeleton />} pendingLabel="理财经理信息加载中">
      {(data) => (
        <>
          {data.applying ? <ApplyingNotice applying={data.applying} /> : null}
          {data.manager ? (
            <ManagerCard
              manager={data.manager}
              badge={
                <Tag color="success" fill="outline">
                  专属理财经理
                </Tag>
              }
            >
              <ManagerContact manager={data.manager} />
            </ManagerCard>
          ) : (
            <StatusBlock
              status="empty"
              title="您暂未绑定专属理财经理"
              description="选择一位理财经理，为您提供一对一的财富服务"
            />
          )}
          <Button
            block
            size="large"
            color="primary"
            fill={data.manager ? 'outline' : 'solid'}
            disabled={data.bindState === 'APPLYING'}
            onClick={() => navigate(hrefTo('financeManager', { mode: 'choose' }))}
          >
            {data.manager ? '更换理财经理' : '选择理财经理'}
          </Button>
          <p className="manager-note">
            理财经理不会以任何理由索要您的短信验证码或密码，也不会要求您向个人账户转账。如有疑问请致电
            400-820-8888。
          </p>
        </>
      )}
    </QueryView>
  );
}
