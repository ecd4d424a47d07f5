import type { CheckboxProps } from 'antd-mobile';
import { CheckBox } from './check-box';
import './inline-check-box.css';

/**
 * The kit's CheckBox at the size of the line it sits in (我已阅读并同意《…》《…》): its words take
 * the line's font size and the box is a small circle beside them, instead of antd's 17 px words
 * and 22 px box; in elderly mode a 24 px box on a 48 px target.
 */
export function InlineCheckBox({ className, ...props }: CheckboxProps) {
  return <CheckBox {...props} className={className ? `check-box-inline ${className}` : 'check-box-inline'} />;
}
