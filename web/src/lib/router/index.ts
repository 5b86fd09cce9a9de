export { createBrowserHistory, createMemoryHistory, type Location } from './history';
export {
  Link,
  Navigate,
  NavLink,
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
