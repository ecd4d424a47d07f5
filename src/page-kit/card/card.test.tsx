import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Card, cardClass } from './card';

describe('card', () => {
  it('joins the kit class with the page class', () => {
    expect(cardClass()).toBe('kit-card');
    expect(cardClass('hd-card')).toBe('kit-card hd-card');
  });

  it('renders the chosen element with its props and children', () => {
    render(
      <Card as="section" className="hd-section" aria-label="收益">
        <h3>收益</h3>
      </Card>,
    );
    const section = screen.getByRole('region', { name: '收益' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveClass('kit-card', 'hd-section');
    expect(section).toContainElement(screen.getByRole('heading', { name: '收益' }));
  });

  it('keeps its rules at zero specificity, so a page class overrides them in any order', () => {
    const css = readFileSync(path.join(__dirname, 'card.css'), 'utf8');
    const selectors = [...css.matchAll(/^([^\s/*][^{]*)\{/gm)].map((match) => (match[1] ?? '').trim());
    expect(selectors).toEqual([':where(.kit-card)']);
  });
});
