import { describe, expect, it } from 'vitest';
import { domainPageLoaders } from './domain-page-loaders';

type Handler = (this: { error(message: string): never }, ...args: string[]) => unknown;
const hook = (plugin: ReturnType<typeof domainPageLoaders>, name: 'transform' | 'load') =>
  (plugin[name] as unknown as { handler: Handler }).handler.bind({
    error: (message: string) => {
      throw new Error(message);
    },
  });

const ROUTES = `import { defineRoutes } from '../../routing/define-routes';
export const routes = defineRoutes('content', {
  about: { title: '关于我们', gloss: 'Company profile', page: () => import('./pages/about-page') },
  help: { title: '帮助中心', gloss: 'Help', page: () => import('./pages/help-page') },
  later: { title: '建设中', gloss: 'Not yet' },
});
`;

describe('domain page loaders (production build)', () => {
  it("sends a routes.ts file's page imports through its domain's loader chunk", () => {
    const plugin = domainPageLoaders();
    const out = hook(plugin, 'transform')(ROUTES, '/repo/src/features/content/routes.ts') as { code: string };
    expect(out.code).not.toContain("import('./pages/");
    expect(out.code).toContain(`page: () => __loadDomainPage("./pages/about-page")`);
    // One dynamic import for the whole file, not one per row.
    expect(out.code.match(/import\(/g)).toHaveLength(1);
    expect(out.code).toContain(
      `function __loadDomainPage(page) {\n  return import("virtual:domain-pages/content-pages").then((loader) => loader.load(page));\n}`,
    );
    const loader = hook(plugin, 'load')('\0virtual:domain-pages/content-pages') as string;
    expect(loader).toContain(
      `"./pages/about-page": () => import("/repo/src/features/content/pages/about-page"),`,
    );
    expect(loader).toContain(
      `"./pages/help-page": () => import("/repo/src/features/content/pages/help-page"),`,
    );
    expect(loader).toContain('export const load = (page) => pages[page]();');
  });

  it('keeps the plain import of a page named direct (the landing page) and loads the rest through the loader', () => {
    const plugin = domainPageLoaders({ direct: ['src/features/content/pages/about-page.tsx'] });
    const out = hook(plugin, 'transform')(ROUTES, '/repo/src/features/content/routes.ts') as { code: string };
    expect(out.code).toContain("page: () => import('./pages/about-page')");
    expect(out.code).toContain(`page: () => __loadDomainPage("./pages/help-page")`);
    const loader = hook(plugin, 'load')('\0virtual:domain-pages/content-pages') as string;
    expect(loader).not.toContain('about-page');
    expect(loader).toContain('help-page');
  });

  it('leaves files without page imports alone, and refuses a loader for a domain it never saw', () => {
    const plugin = domainPageLoaders();
    expect(
      hook(plugin, 'transform')("export const x = import('./other');", '/repo/src/features/tax/routes.ts'),
    ).toBeNull();
    expect(() => hook(plugin, 'load')('\0virtual:domain-pages/tax-pages')).toThrow(
      /no routes.ts seen for tax/,
    );
  });
});
