import { Component, type ReactNode } from 'react';
import { RouteErrorContext, useRouter } from './context';

/** Catches a page that throws while rendering; the next navigation (a new `resetKey`) tries again. */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; resetKey: string; children: ReactNode },
  { error: unknown }
> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) {
      this.setState({ error: undefined });
    }
  }
  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

/** Where the layout shows the current page. */
export function Outlet() {
  const { committed, errorElement, loadingElement } = useRouter();
  const { page, location, route } = committed;
  if (!page) return <>{loadingElement}</>;
  if ('error' in page) {
    return <RouteErrorContext.Provider value={page.error}>{errorElement}</RouteErrorContext.Provider>;
  }
  // a new route mounts its page afresh; within a route (/account/profile → /account/password, or a
  // replace that clears the state) the page stays mounted and gets the new params, as with React Router
  return (
    <RouteErrorBoundary key={route.path} resetKey={location.key} fallback={errorElement}>
      {page.element}
    </RouteErrorBoundary>
  );
}
