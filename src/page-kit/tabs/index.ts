export { Tabs } from './tabs';
export type { TabsProps } from './tabs';
