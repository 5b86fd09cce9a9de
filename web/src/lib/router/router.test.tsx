import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from './history';
import {
  Link,
  NavLink,
  Outlet,
  type RouteDefinition,
  Router,
  useLocation,
  useNavigating,
  useParams,
  useRouteError,
} from './index';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Shell() {
  const { pathname, state } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <p data-testid="state">{JSON.stringify(state)}</p>
      <p data-testid="busy">{useNavigating() ? 'loading' : 'idle'}</p>
      <Outlet />
    </>
  );
}

function ErrorText() {
  return <p>error: {String((useRouteError() as Error).message)}</p>;
}

function Code() {
  return <p>code {useParams().code}</p>;
}

function Boom(): never {
  throw new Error('page crashed');
}

function setup(routes: RouteDefinition[], at = '/') {
  const history = createMemoryHistory(at);
  render(
    <Router history={history} routes={routes} errorElement={<ErrorText />} loadingElement={<p>first load</p>}>
      <Shell />
    </Router>,
  );
  return history;
}

describe('router', () => {
  it('keeps the old page and location until the next page’s chunk is there', async () => {
    const chunk = deferred<React.ReactNode>();
    const history = setup([
      { path: '', element: <p>home</p> },
      { path: 'q/:code', lazy: () => chunk.promise },
      { path: '*', element: <p>not found</p> },
    ]);
    expect(screen.getByText('home')).toBeTruthy();
    act(() => history.navigate('/q/AB12', { state: { from: 'home' } }));
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByTestId('busy').textContent).toBe('loading');
    await act(async () => chunk.resolve(<Code />));
    expect(screen.getByText('code AB12')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/q/AB12');
    expect(screen.getByTestId('state').textContent).toBe('{"from":"home"}');
    expect(screen.getByTestId('busy').textContent).toBe('idle');
  });

  it('shows the loading element on a first load, then the page', async () => {
    const chunk = deferred<React.ReactNode>();
    setup([{ path: '*', lazy: () => chunk.promise }], '/anything');
    expect(screen.getByText('first load')).toBeTruthy();
    await act(async () => chunk.resolve(<p>page</p>));
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('shows the error element for a chunk that cannot be fetched, and for a page that throws, until the next navigation', async () => {
    const history = setup([
      { path: 'offline', lazy: () => Promise.reject(new Error('chunk failed')) },
      { path: 'crash', element: <Boom /> },
      { path: '*', element: <p>not found</p> },
    ]);
    await act(async () => history.navigate('/offline'));
    expect(screen.getByText('error: chunk failed')).toBeTruthy();
    await act(async () => history.navigate('/crash'));
    expect(screen.getByText('error: page crashed')).toBeTruthy();
    await act(async () => history.navigate('/elsewhere'));
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('navigates on a plain click of a Link, marks the active NavLink, and leaves modified clicks to the browser', async () => {
    const history = setup([
      {
        path: '*',
        element: (
          <nav>
            <Link to="/market" state={{ x: 1 }}>
              Market
            </Link>
            <NavLink to="/quizz" end>
              Quizz
            </NavLink>
          </nav>
        ),
      },
    ]);
    const market = screen.getByRole('link', { name: 'Market' });
    expect(market.getAttribute('href')).toBe('/market');
    fireEvent.click(market, { ctrlKey: true });
    expect(history.location.pathname).toBe('/');
    await act(async () => fireEvent.click(market));
    expect(history.location).toMatchObject({ pathname: '/market', state: { x: 1 } });
    const quizz = screen.getByRole('link', { name: 'Quizz' });
    expect(quizz.className).toBe('');
    await act(async () => history.navigate('/quizz'));
    expect(quizz.className).toBe('active');
    expect(quizz.getAttribute('aria-current')).toBe('page');
    await act(async () => history.navigate('/quizz/detail/X'));
    expect(quizz.getAttribute('aria-current')).toBeNull(); // `end`: not under it
  });
});
