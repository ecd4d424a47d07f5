import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefusalNote } from './refusal-note';

describe('<RefusalNote>', () => {
  it('announces the refusal as an alert, with its link', () => {
    render(
      <RefusalNote>
        您的认证申请正在审核中，请勿重复提交。<a href="/phone/certificationDetails">查看认证详情</a>
      </RefusalNote>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('您的认证申请正在审核中');
    expect(screen.getByRole('link', { name: '查看认证详情' })).toBeInTheDocument();
  });
});
