export { createBrowserHistory, createMemoryHistory, type Location } from './history';
export { Link, Navigate, NavLink } from './links';
export {
  Outlet,
  type RouteDefinition,
  Router,
  useLocation,
  useNavigate,
  useNavigating,
  useParams,
  useRouteError,
  useRouteHandle,
} from './router';
