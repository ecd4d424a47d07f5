import { unstableSetRender } from 'antd-mobile';
import { reactRootRender } from './antd-react19-render';

/**
 * Hands antd-mobile createRoot through its documented React 19 hook. Start-up loads this once;
 * tests and the dev gallery import it. Production builds need it no more: there antd-mobile's
 * hook module is replaced by antd-unstable-render.ts, whose default is the same render (see
 * vite.config.ts), so calling it again changes nothing.
 */
unstableSetRender(reactRootRender);
