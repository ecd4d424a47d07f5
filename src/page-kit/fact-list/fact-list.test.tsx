import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

describe('<FactList>', () => {
  it('is a description list named for screen readers, its terms paired with their values', () => {
    render(
      <FactList label="会议信息" className="vote-facts">
        <dt>表决截止</dt>
        <dd>2026-12-15 17:00</dd>
      </FactList>,
    );
    const list = screen.getByLabelText('会议信息');
    expect(list.tagName).toBe('DL');
    expect(list).toHaveClass('fact-list', 'vote-facts');
    expect(within(list).getByRole('term')).toHaveTextContent('表决截止');
    expect(within(list).getByRole('definition')).toHaveTextContent('2026-12-15 17:00');
  });
});
