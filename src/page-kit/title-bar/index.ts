export { isWeChatContainer } from './in-wechat';
export { TitleBar } from './title-bar';
export type { TitleBarProps } from './title-bar';
export { useGoBack } from './use-go-back';
