import { Checkbox, type CheckboxProps } from 'antd-mobile';
import './check-box.css';

/**
 * antd-mobile's Checkbox whose native input stays in the accessibility tree (role checkbox,
 * keyboard focus with a visible ring): for a promise or a statement the investor ticks.
 */
export function CheckBox({ className, ...props }: CheckboxProps) {
  return <Checkbox {...props} className={className ? `check-box ${className}` : 'check-box'} />;
}
