import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * "Go back one page": through the router when the widget is inside one (so the router's history
 * stays in step), else through window.history. NavigationContext is read directly because
 * useNavigate() throws outside a router and widgets must also work in plain trees (gallery, tests).
 */
export function useGoBack(): () => void {
  const navigation = useContext(UNSAFE_NavigationContext) as {
    navigator?: { go(delta: number): unknown };
  } | null;
  const navigator = navigation?.navigator;
  return useCallback(() => {
    if (navigator) void navigator.go(-1);
    else window.history.back();
  }, [navigator]);
}
