import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { Manager } from '@gen/model/manager';
import './manager-card.css';

/** 136 0176 1234 / 021-6888 1234: a work phone grouped for reading aloud. */
export function phoneText(phone: string): string {
  return /^1\d{10}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : phone;
}

/** A relationship manager: name, title, branch, years, qualification, specialties. */
export function ManagerCard({
  manager,
  badge,
  children,
}: {
  manager: Manager;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="manager-card" aria-label={`理财经理 ${manager.managerName}`}>
      <div className="manager-card-head">
        <span className="manager-card-avatar" aria-hidden="true">
          {manager.managerName.slice(0, 1)}
        </span>
        <div className="manager-card-who">
          <h2 className="manager-card-name">
            {manager.managerName}
            {badge}
          </h2>
          <p className="manager-card-title">
            {manager.title} · {manager.branchName}
          </p>
        </div>
      </div>
      <dl className="manager-card-facts">
        <div>
          <dt>工号</dt>
          <dd>{manager.managerCode}</dd>
        </div>
        <div>
          <dt>从业年限</dt>
          <dd>{manager.serviceYears}年</dd>
        </div>
        {manager.certificateNo ? (
          <div>
            <dt>从业资格</dt>
            <dd>{manager.certificateNo}</dd>
          </div>
        ) : null}
      </dl>
      {manager.specialties?.length ? (
        <div className="manager-card-tags" aria-label="擅长领域">
          {manager.specialties.map((s) => (
            <Tag key={s} color="primary" fill="outline">
              {s}
            </Tag>
          ))}
        </div>
      ) : null}
      {children}
    </section>
  );
}
