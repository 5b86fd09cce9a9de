export type { RouteDefinition } from './context';
export { createBrowserHistory, createMemoryHistory, type Location } from './history';
export {
  useLocation,
  useNavigate,
  useNavigating,
  useParams,
  useRouteError,
  useRouteHandle,
} from './hooks';
export { Link, Navigate, NavLink } from './navigation';
export { Outlet } from './outlet';
export { Router } from './router';
