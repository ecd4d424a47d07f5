import { usePageQuery } from '@/routing/use-page-query';
import { HandOff } from '../components/handoff';

/** middlePage: the generic hand-off, to the address in `target` (app path or allow-listed origin). */
export default function HandOffPage() {
  const { target } = usePageQuery('middlePage');
  return <HandOff target={target} />;
}
