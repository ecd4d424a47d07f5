import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentViewer, type ReadingProgress } from './document-viewer';
import { FakeIntersectionObserver } from './fake-intersection-observer';

const pdf = vi.hoisted(() => {
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() })),
  };
  const doc = { numPages: 20, getPage: vi.fn(async () => page) };
  const task = (result: Promise<unknown>) => ({ promise: result, destroy: vi.fn(async () => {}) });
  return { page, doc, task, openPdf: vi.fn((_source: unknown) => task(Promise.resolve(doc))) };
});
vi.mock('./pdfjs', () => ({ openPdf: (source: unknown) => pdf.openPdf(source) }));

const slot = (n: number) => screen.getByRole('img', { name: `第 ${n} 页，共 20 页` });
const canvasPages = () =>
  [...document.querySelectorAll('.pdf-page')]
    .filter((el) => el.querySelector('canvas'))
    .map((el) => Number((el as HTMLElement).dataset.page));
const endMarker = () => document.querySelector('.document-viewer-end') as Element;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
  Element.prototype.scrollIntoView = vi.fn();
  pdf.openPdf.mockImplementation(() => pdf.task(Promise.resolve(pdf.doc)));
  pdf.page.render.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DocumentViewer: PDF', () => {
  it('shows loading, then one sized slot per page and canvases only around what is on screen', async () => {
    const onProgress = vi.fn<(progress: ReadingProgress) => void>();
    render(
      <DocumentViewer
        source={{ type: 'pdf', url: '/contract.pdf' }}
        onProgress={onProgress}
        label="信托合同"
      />,
    );
    expect(screen.getByRole('status', { name: '正在加载文件' })).toBeInTheDocument();
    await screen.findByRole('img', { name: '第 1 页，共 20 页' });

    expect(screen.getByRole('region', { name: '信托合同' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(20);
    // 375 px wide, A4 proportions.
    expect(slot(7)).toHaveStyle({ width: '375px', height: `${Math.floor((375 * 842) / 595)}px` });
    expect(canvasPages()).toEqual([1, 2]);

    act(() => FakeIntersectionObserver.intersect([slot(10), slot(11)]));
    expect(canvasPages()).toEqual([9, 10, 11, 12]);
    act(() => FakeIntersectionObserver.intersect([slot(10)], false));
    expect(canvasPages()).toEqual([10, 11, 12]);
    expect(onProgress).toHaveBeenLastCalledWith(expect.objectContaining({ lastPage: 11, reachedEnd: false }));
    expect(screen.getByRole('toolbar', { name: '文件浏览' })).toHaveTextContent('11/20');

    act(() => FakeIntersectionObserver.intersect([slot(11)], false));
    act(() => FakeIntersectionObserver.intersect([slot(19), slot(20)]));
    expect(screen.getByRole('toolbar', { name: '文件浏览' })).toHaveTextContent('19/20');
    act(() => FakeIntersectionObserver.intersect([endMarker()]));
    expect(onProgress).toHaveBeenLastCalledWith(
      expect.objectContaining({ lastPage: 20, pageCount: 20, reachedEnd: true }),
    );
    // At the very end the last page counts, though the one before still shows at the top.
    expect(screen.getByRole('toolbar', { name: '文件浏览' })).toHaveTextContent('20/20');
    act(() => FakeIntersectionObserver.intersect([endMarker()], false));
    expect(screen.getByRole('toolbar', { name: '文件浏览' })).toHaveTextContent('19/20');
    await waitFor(() => expect(pdf.page.render).toHaveBeenCalled());
  });

  it('resumes at the given page', async () => {
    render(<DocumentViewer source={{ type: 'pdf', url: '/contract.pdf' }} initialPage={8} />);
    await screen.findByRole('img', { name: '第 8 页，共 20 页' });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(slot(8));
    expect(canvasPages()).toEqual([7, 8, 9]);
  });

  it('zooms in and out in steps, pages growing wider than the screen', async () => {
    const user = userEvent.setup();
    render(<DocumentViewer source={{ type: 'pdf', url: '/contract.pdf' }} />);
    await screen.findByRole('img', { name: '第 1 页，共 20 页' });
    act(() => FakeIntersectionObserver.intersect([slot(1)]));
    const toolbar = screen.getByRole('toolbar', { name: '文件浏览' });
    expect(within(toolbar).getByRole('button', { name: '缩小' })).toBeDisabled();
    await user.click(within(toolbar).getByRole('button', { name: '放大' }));
    expect(slot(1)).toHaveStyle({ width: `${Math.floor(375 * 1.5)}px` });
    await user.click(within(toolbar).getByRole('button', { name: '放大' }));
    expect(within(toolbar).getByRole('button', { name: '放大' })).toBeDisabled();
    await user.click(within(toolbar).getByRole('button', { name: '缩小' }));
    expect(slot(1)).toHaveStyle({ width: `${Math.floor(375 * 1.5)}px` });
  });

  it('a failed download offers 重试, which loads the file again', async () => {
    const user = userEvent.setup();
    pdf.openPdf.mockImplementationOnce(() => pdf.task(Promise.reject(new Error('Failed to fetch'))));
    render(<DocumentViewer source={{ type: 'pdf', url: '/contract.pdf' }} />);
    expect(await screen.findByText('文件加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络不稳定或文件暂时无法获取，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('img', { name: '第 1 页，共 20 页' });
    expect(pdf.openPdf).toHaveBeenCalledTimes(2);
  });

  it('a broken file says so, without a pointless 重试, and may be handed elsewhere', async () => {
    const user = userEvent.setup();
    const broken = Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' });
    pdf.openPdf.mockImplementation(() => pdf.task(Promise.reject(broken)));
    const onOpenExternally = vi.fn();
    render(<DocumentViewer source={{ type: 'pdf', url: '/x.pdf' }} onOpenExternally={onOpenExternally} />);
    expect(await screen.findByText('文件格式有误或已损坏，请联系客服')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '用其他方式打开' }));
    expect(onOpenExternally).toHaveBeenCalledOnce();
  });

  it('does not reload when the caller passes an equal source again', async () => {
    const { rerender } = render(<DocumentViewer source={{ type: 'pdf', url: '/contract.pdf' }} />);
    await screen.findByRole('img', { name: '第 1 页，共 20 页' });
    rerender(<DocumentViewer source={{ type: 'pdf', url: '/contract.pdf' }} />);
    expect(pdf.openPdf).toHaveBeenCalledOnce();
    rerender(<DocumentViewer source={{ type: 'pdf', url: '/other.pdf' }} />);
    await waitFor(() => expect(pdf.openPdf).toHaveBeenCalledTimes(2));
  });
});

describe('DocumentViewer: HTML', () => {
  it('renders server HTML through the sanitiser and reports reaching its end', async () => {
    const onProgress = vi.fn<(progress: ReadingProgress) => void>();
    render(
      <DocumentViewer
        source={{
          type: 'html',
          html: '<p>风险揭示</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        }}
        onProgress={onProgress}
      />,
    );
    expect(await screen.findByText('风险揭示')).toBeInTheDocument();
    const body = document.querySelector('.document-viewer-html') as Element;
    expect(body.innerHTML).not.toMatch(/onerror|<script/);
    act(() => FakeIntersectionObserver.intersect([body, endMarker()]));
    expect(onProgress).toHaveBeenLastCalledWith({
      lastPage: 1,
      pageCount: 1,
      reachedEnd: true,
      secondsVisible: 0,
    });
    expect(pdf.openPdf).not.toHaveBeenCalled();
  });
});

describe('loading', () => {
  it('the entry never imports pdf.js itself: only the lazily loaded pdf-document does', async () => {
    // pdf-document and what it loads (pdfjs.ts, and pdfjs-legacy.ts for the legacy chunks) are the
    // lazily loaded part.
    const sources = import.meta.glob<string>(
      ['./*.tsx', './*.ts', '!./*.test.*', '!./pdf-document.tsx', '!./pdfjs.ts', '!./pdfjs-legacy.ts'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    expect(Object.keys(sources)).toContain('./document-viewer.tsx');
    for (const [file, text] of Object.entries(sources)) {
      const staticImports = text.match(/^import (?!type\b).*from '[^']+';$/gm) ?? [];
      expect(
        staticImports.filter((line) => /pdfjs|pdf-document/.test(line)),
        file,
      ).toEqual([]);
    }
  });
});
