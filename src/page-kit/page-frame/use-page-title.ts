import { useContext, useEffect } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';

/**
 * Refines document.title (WeChat and WeCom show it in their own bar) when a page knows a better
 * title than its route row, e.g. 编辑银行卡 on the shared add/edit route.
 *
 * Ordering: the shell writes the route title in a *layout* effect on every navigation; this is a
 * passive effect, and React runs all layout effects of a commit before any passive one, so the
 * refinement lands after the shell's write. It depends on the location key too, because the shell
 * writes again on every navigation (a new history entry for the same page, a kept-alive page shown
 * again) and the refinement must win each time. The location is read from the context directly so
 * the hook also works outside a router (gallery, unit tests).
 */
export function usePageTitle(title: string | undefined): void {
  const locationKey = useContext(UNSAFE_LocationContext)?.location.key;
  useEffect(() => {
    if (title) document.title = title;
  }, [title, locationKey]);
}
