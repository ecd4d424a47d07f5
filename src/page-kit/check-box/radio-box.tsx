import { Radio, type RadioProps } from 'antd-mobile';
import './check-box.css';

/**
 * antd-mobile's Radio with the check-box block's treatment: the native radio stays in the
 * accessibility tree (role radio, arrow keys within its group, a visible focus ring).
 */
export function RadioBox({ className, ...props }: RadioProps) {
  return <Radio {...props} className={className ? `check-box ${className}` : 'check-box'} />;
}
