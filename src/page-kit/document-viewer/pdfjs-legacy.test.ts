import { describe, expect, it, vi } from 'vitest';
import { drawingOnCanvases } from './pdfjs-legacy';

/** pdf.js 2's document: one page object per page number, returned again on every getPage. */
function legacyDocument() {
  const render = vi.fn((params: { canvasContext: unknown; viewport: unknown }) => params);
  const page = { render };
  return { doc: { getPage: vi.fn(async () => page) }, render };
}

describe('drawingOnCanvases (pdf.js 2 under the reader)', () => {
  it("renders into the canvas's 2d context, as pdf.js 2 needs", async () => {
    const { doc, render } = legacyDocument();
    const canvas = document.createElement('canvas');
    const context = {} as CanvasRenderingContext2D;
    const getContext = vi.spyOn(canvas, 'getContext').mockReturnValue(context as never);
    const page = await drawingOnCanvases(doc).getPage(1);
    page.render({ canvas, viewport: 'v' } as never);
    expect(getContext).toHaveBeenCalledWith('2d', { alpha: false });
    expect(render).toHaveBeenCalledWith({ canvasContext: context, viewport: 'v' });
  });

  it('adapts a page once however often it is asked for (pdf.js 2 returns the same object)', async () => {
    const { doc, render } = legacyDocument();
    const adapted = drawingOnCanvases(doc);
    await adapted.getPage(1);
    const page = await adapted.getPage(1);
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue({} as never);
    page.render({ canvas, viewport: 'v' } as never);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
