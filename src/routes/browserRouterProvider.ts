import { createElement, Fragment, useCallback, useContext, useEffect, useRef } from 'react';
import type { RouterProvider, RouterWrapperProps } from 'ra-core';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router-dom';

/*
 * react-admin's router adapter for a console that always renders inside its own <BrowserRouter>
 * (App.tsx). The build puts it in place of ra-core's default adapter (vite.config.ts,
 * `browserRouterOnly`): that one can also create a hash router of its own when it finds none, and
 * that single reference kept react-router's whole data router (createRouter, RouterProvider,
 * fetchers, hydration: ~60 kB of the 93 kB of react-router in the entry, 78 kB of it never run) in
 * every page's first chunk (issue 43). Everything else behaves as react-admin's adapter does.
 */

/** Blocking navigation needs a data router; under <BrowserRouter> there is none. */
function useCanBlock(): boolean {
  const router = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(router && state);
}

/**
 * react-router's navigate function changes on every navigation, so every component holding it
 * re-rendered on each one; react-admin hands out one function per component that calls the latest.
 */
function useNavigate(): ReturnType<RouterProvider['useNavigate']> {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback((to, options) => (typeof to === 'number' ? latest.current(to) : latest.current(to, options)), []);
}

/** The console's router is App.tsx's; rendered outside one, this says so instead of making another. */
function RouterWrapper({ children }: RouterWrapperProps) {
  if (!useInRouterContext()) throw new Error('The console renders inside its <BrowserRouter> (src/App.tsx); react-admin found no router.');
  return createElement(Fragment, null, children);
}

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
} as RouterProvider;
