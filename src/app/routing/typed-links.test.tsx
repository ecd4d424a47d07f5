import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hrefTo } from '@/routing/href';
import { registeredRoute } from '@/routing/route-registry';
import { parsePageQuery, usePageQuery } from '@/routing/use-page-query';
// The real table: hrefTo's names and queries are the app's own rows.
import './route-table';

describe('hrefTo', () => {
  it('builds app paths from route names, for any domain', () => {
    expect(hrefTo('bankCardList')).toBe('/phone/bankCardList');
    expect(hrefTo('fiscal/identity')).toBe('/phone/fiscal/identity');
    expect(hrefTo('appSkip')).toBe('/app/skip');
  });

  it('adds the declared query, encoded, and leaves out undefined values', () => {
    expect(hrefTo('addOrEditBankCard', { cardId: 'BC 1/&=?' })).toBe(
      '/phone/addOrEditBankCard?cardId=BC+1%2F%26%3D%3F',
    );
    expect(hrefTo('addOrEditBankCard', { cardId: undefined })).toBe('/phone/addOrEditBankCard');
    expect(hrefTo('addOrEditBankCard')).toBe('/phone/addOrEditBankCard');
    expect(hrefTo('login', { redirect: '/phone/cannotUnbind?cardId=BC1' })).toBe(
      '/phone/login?redirect=%2Fphone%2FcannotUnbind%3FcardId%3DBC1',
    );
  });

  it('round-trips through the target route’s own parser', () => {
    const href = hrefTo('cannotUnbind', { cardId: 'BC202406180001' });
    const def = registeredRoute('cannotUnbind');
    expect(parsePageQuery(def, href.slice(href.indexOf('?')))).toEqual({ cardId: 'BC202406180001' });
  });
});

function CardQuery() {
  const query = usePageQuery('addOrEditBankCard');
  const cardId: string | undefined = query.cardId;
  return <p>cardId={cardId === undefined ? '无' : cardId}</p>;
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/phone/addOrEditBankCard', Component: CardQuery }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
}

describe('usePageQuery', () => {
  it('reads the typed value of a declared parameter', async () => {
    renderAt('/phone/addOrEditBankCard?cardId=BC202406180001&other=1');
    expect(await screen.findByText('cardId=BC202406180001')).toBeInTheDocument();
  });

  it('gives undefined for a missing, empty, oversized or malformed value, never an exception', async () => {
    // A broken escape (%E0%A4%A) is decoded leniently by URLSearchParams: still no exception.
    for (const search of ['', '?cardId=', `?cardId=${'x'.repeat(40)}`, '?cardId=a%0Ab', '?cardId=%20']) {
      renderAt(`/phone/addOrEditBankCard${search}`);
      expect(await screen.findByText('cardId=无'), search).toBeInTheDocument();
      cleanup();
    }
  });

  it('never reads parameters a row does not declare', () => {
    expect(parsePageQuery(registeredRoute('bankCardList'), '?cardId=BC1')).toEqual({});
    expect(parsePageQuery(undefined, '?cardId=BC1')).toEqual({});
  });
});
