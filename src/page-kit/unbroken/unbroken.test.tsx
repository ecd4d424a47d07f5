import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Unbroken } from './unbroken';

describe('<Unbroken>', () => {
  it('wraps the piece in one element whose style keeps it on one line', () => {
    render(
      <p>
        有效期至<Unbroken>2027-07-31</Unbroken>
      </p>,
    );
    expect(screen.getByText('2027-07-31')).toHaveClass('unbroken');
    // jsdom loads no CSS: the rule itself is what keeps the line whole.
    const css = readFileSync(join(process.cwd(), 'src/page-kit/unbroken/unbroken.css'), 'utf8');
    expect(css).toMatch(/\.unbroken\s*\{\s*white-space:\s*nowrap;\s*\}/);
  });
});
