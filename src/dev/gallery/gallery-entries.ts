import type { ComponentType } from 'react';
import type { DemoProps } from './demo-frame';
import FormatDemo from './format-demo';

export interface GalleryEntry {
  /** URL id (?w=…) and screenshot name (docs/screenshots/widget-<id>.png or kit-<id>.png). */
  id: string;
  title: string;
  Demo: ComponentType<DemoProps>;
  /** Which shelf: the spec's section-2 widgets (and the formatters) or the rest of the kit. */
  group: 'widget' | 'kit';
}

/** What a page-kit block's demo.tsx exports beside its default component. */
export interface KitDemoMeta {
  title: string;
  /** Position on its shelf (ascending). */
  order: number;
  /**
   * The spec's section-2 item ('2.1' … '2.10') for the widgets the spec names: they go on the
   * widget shelf and keep their bare folder name as id (`?w=region-popup`, widget-region-popup.png).
   */
  spec?: string;
}

/**
 * Every page-kit block has a demo.tsx (`export default` the demo, `export const demoMeta`); the
 * gallery finds them itself, so adding a block never edits this file. Eager: the gallery is a
 * dev-only chunk.
 */
const kitDemos = import.meta.glob<{ default: ComponentType<DemoProps>; demoMeta: KitDemoMeta }>(
  '../../page-kit/*/demo.tsx',
  { eager: true },
);

const BLOCK_ENTRIES = Object.entries(kitDemos)
  .map(([file, mod]) => {
    const block = file.split('/').at(-2) ?? file;
    const widget = mod.demoMeta.spec !== undefined;
    return {
      id: widget ? block : `kit-${block}`,
      title: mod.demoMeta.title,
      Demo: mod.default,
      group: widget ? ('widget' as const) : ('kit' as const),
      order: mod.demoMeta.order,
    };
  })
  .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
  .map(({ order: _order, ...entry }): GalleryEntry => entry);

/** The spec's section-2 widgets in the spec's order, then the formatters of section 5, then the kit. */
export const GALLERY_ENTRIES: GalleryEntry[] = [
  ...BLOCK_ENTRIES.filter((entry) => entry.group === 'widget'),
  { id: 'format', title: '格式化（金额、银行卡、手机号）', Demo: FormatDemo, group: 'widget' },
  ...BLOCK_ENTRIES.filter((entry) => entry.group === 'kit'),
];
