import type { ReactNode } from 'react';
import { resolveAllowedTarget } from '@/page-kit/allowed-targets';
import type { CollectedGroup, SharedGroup } from '../model/pipl-lists';
import './pipl-groups.css';

/** One group of a list: a heading and its rows, each row a labelled description list. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pipl-group" aria-label={title}>
      <h2 className="pipl-group-title">{title}</h2>
      {children}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pipl-item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function CollectedGroups({ groups }: { groups: readonly CollectedGroup[] }) {
  return groups.map((group) => (
    <Group key={group.category} title={group.category}>
      {group.rows.map((row) => (
        <dl key={row.fields} className="pipl-row">
          <Item label="具体字段">
            {row.fields}
            {row.sensitive ? <span className="pipl-sensitive">敏感信息</span> : null}
          </Item>
          <Item label="使用目的">{row.purpose}</Item>
          <Item label="使用场景">{row.scenario}</Item>
        </dl>
      ))}
    </Group>
  ));
}

export function SharedGroups({ groups }: { groups: readonly SharedGroup[] }) {
  return groups.map((group) => (
    <Group key={group.category} title={group.category}>
      {group.rows.map((row) => (
        <dl key={row.party} className="pipl-row">
          <Item label="第三方">{row.party}</Item>
          <Item label="共享信息">{row.fields}</Item>
          <Item label="使用目的">{row.purpose}</Item>
          <Item label="使用场景">{row.scenario}</Item>
          <Item label="共享方式">{row.method}</Item>
          <Item label="隐私政策">
            <PolicyLink url={row.policyUrl} party={row.party} />
          </Item>
        </dl>
      ))}
    </Group>
  ));
}

/**
 * A third party's policy opens only when its origin is on the app's allow-list; otherwise the
 * address is shown as text to copy, so nothing leaves the app for an origin we did not approve.
 */
function PolicyLink({ url, party }: { url: string | undefined; party: string }) {
  if (!url) return <>以产品合同约定的托管银行隐私政策为准</>;
  const target = resolveAllowedTarget(url);
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" aria-label={`${party}隐私政策`}>
        查看隐私政策
      </a>
    );
  }
  return <span className="pipl-url">{url}（请复制至浏览器查看）</span>;
}
