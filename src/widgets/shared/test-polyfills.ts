/**
 * jsdom lacks pointer capture, which antd-mobile's bottom Popup calls from its drag gesture.
 * Imported by the widget tests that open a bottom Popup (tests/setup/ belongs to the shell).
 */
const proto = globalThis.Element?.prototype as
  | (Element & { setPointerCapture?: unknown; releasePointerCapture?: unknown; hasPointerCapture?: unknown })
  | undefined;
if (proto && !proto.setPointerCapture) {
  proto.setPointerCapture = () => {};
  proto.releasePointerCapture = () => {};
  proto.hasPointerCapture = () => false;
}
