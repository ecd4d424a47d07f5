/** Loads (once) the antd-mobile React 19 render hook; see antd-react19.ts. */
let loading: Promise<unknown> | undefined;

export function loadAntdReact19(): Promise<unknown> {
  return (loading ??= import('./antd-react19'));
}
