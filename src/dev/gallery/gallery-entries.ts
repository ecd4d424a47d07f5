import type { ComponentType } from 'react';
import BackBarDemo from '@/page-kit/back-bar/demo';
import BankPickerDemo from '@/page-kit/bank-picker/demo';
import ConfirmDialogDemo from '@/page-kit/confirm-dialog/demo';
import CountrySearchDialogDemo from '@/page-kit/country-search-dialog/demo';
import LoadingOverlayDemo from '@/page-kit/loading-overlay/demo';
import MultiSelectPickerDemo from '@/page-kit/multi-select-picker/demo';
import PhoneInputDemo from '@/page-kit/phone-input/demo';
import RegionPickerDemo from '@/page-kit/region-picker/demo';
import RegionPopupDemo from '@/page-kit/region-popup/demo';
import TitleBarDemo from '@/page-kit/title-bar/demo';
import type { DemoProps } from '@/dev/gallery/demo-frame';
import FormatDemo from './format-demo';

export interface GalleryEntry {
  /** URL id (?w=…) and screenshot name (docs/screenshots/widget-<id>.png or kit-<id>.png). */
  id: string;
  title: string;
  Demo: ComponentType<DemoProps>;
  /** Which shelf: the spec's widgets or the page kit. */
  group: 'widget' | 'kit';
}

/** What a page-kit block's demo.tsx exports beside its default component. */
export interface KitDemoMeta {
  title: string;
  /** Position on the kit shelf (ascending). */
  order: number;
}

/** In the order of the spec's section 2 list, then the formatters of section 5. */
const WIDGET_ENTRIES: GalleryEntry[] = [
  { id: 'region-popup', title: '1. 国籍/地区弹窗', Demo: RegionPopupDemo },
  { id: 'country-search-dialog', title: '2. 国籍搜索弹窗', Demo: CountrySearchDialogDemo },
  { id: 'region-picker', title: '3. 所在区域选择', Demo: RegionPickerDemo },
  { id: 'bank-picker', title: '4. 所属银行选择', Demo: BankPickerDemo },
  { id: 'multi-select-picker', title: '5. 多选（信托资金来源）', Demo: MultiSelectPickerDemo },
  { id: 'confirm-dialog', title: '6. 确认对话框', Demo: ConfirmDialogDemo },
  { id: 'title-bar', title: '7. 标题栏', Demo: TitleBarDemo },
  { id: 'back-bar', title: '8. 返回栏', Demo: BackBarDemo },
  { id: 'loading-overlay', title: '9. 全屏加载', Demo: LoadingOverlayDemo },
  { id: 'phone-input', title: '10. 手机号输入', Demo: PhoneInputDemo },
  { id: 'format', title: '格式化（金额、银行卡、手机号）', Demo: FormatDemo },
].map((entry) => ({ ...entry, group: 'widget' as const }));

/**
 * Every page-kit block has a demo.tsx (`export default` the demo, `export const demoMeta`); the
 * gallery finds them itself, so adding a block never edits this file. Eager: the gallery is a
 * dev-only chunk.
 */
const kitDemos = import.meta.glob<{ default: ComponentType<DemoProps>; demoMeta: KitDemoMeta }>(
  '../../page-kit/*/demo.tsx',
  { eager: true },
);

const WIDGET_IDS = new Set(WIDGET_ENTRIES.map((entry) => entry.id));

const KIT_ENTRIES: GalleryEntry[] = Object.entries(kitDemos)
  .filter(([file]) => !WIDGET_IDS.has(file.split('/').at(-2) ?? file))
  .map(([file, mod]) => ({
    id: `kit-${file.split('/').at(-2) ?? file}`,
    title: mod.demoMeta.title,
    Demo: mod.default,
    group: 'kit' as const,
    order: mod.demoMeta.order,
  }))
  .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
  .map(({ order: _order, ...entry }) => entry);

export const GALLERY_ENTRIES: GalleryEntry[] = [...WIDGET_ENTRIES, ...KIT_ENTRIES];
