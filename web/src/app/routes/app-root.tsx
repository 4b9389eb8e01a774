import { Outlet, useNavigation } from 'react-router-dom';
import { LoadingText } from '@/components/ui/loading-text.tsx';
import { paths } from '@/config/paths.ts';

/**
 * The root of every page. While the sign-in page's code is on its way after a click or a
 * redirect, the spec's animated "Loading" stands in for it, as it does on a first load
 * (the routes' HydrateFallback).
 */
export function AppRoot() {
  const navigation = useNavigation();
  const signInOnItsWay = navigation.state === 'loading' && navigation.location.pathname === paths.adminLogin;
  return signInOnItsWay ? <LoadingText /> : <Outlet />;
}
