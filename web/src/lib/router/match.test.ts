import { describe, expect, it } from 'vitest';
import { createMemoryHistory, parsePath } from './history';
import { matchPath } from './match';

describe('matchPath', () => {
  it('matches fixed segments exactly', () => {
    expect(matchPath('market/propose', '/market/propose')).toEqual({});
    expect(matchPath('market/propose', '/market/propose/')).toEqual({});
    expect(matchPath('market/propose', '/market')).toBeNull();
    expect(matchPath('market', '/market/propose')).toBeNull();
    expect(matchPath('', '/')).toEqual({});
    expect(matchPath('', '/quizz')).toBeNull();
  });

  it('reads params, decoded, and optional last segments', () => {
    expect(matchPath('q/:code', '/q/AB12CD')).toEqual({ code: 'AB12CD' });
    expect(matchPath('q/:code', '/q/a%20b')).toEqual({ code: 'a b' });
    expect(matchPath('q/:code', '/q')).toBeNull();
    expect(matchPath('create_quizz/:code?', '/create_quizz')).toEqual({});
    expect(matchPath('create_quizz/:code?', '/create_quizz/X1')).toEqual({ code: 'X1' });
    expect(matchPath('activate/:uid/:token', '/activate/1/abc')).toEqual({ uid: '1', token: 'abc' });
  });

  it('matches nothing on a malformed escape, and anything with *', () => {
    expect(matchPath('q/:code', '/q/%E0%A4%A')).toBeNull();
    expect(matchPath('*', '/what/ever')).toEqual({});
  });
});

describe('memory history', () => {
  it('keeps state per entry and resolves relative paths', () => {
    const history = createMemoryHistory('/market?x=1');
    expect(history.location).toMatchObject({ pathname: '/market', search: '?x=1', state: null });
    const seen: string[] = [];
    history.listen((type) => seen.push(type));
    history.navigate('/login', { state: { from: '/market' } });
    history.navigate('confirm', { replace: true });
    expect(history.location).toMatchObject({ pathname: '/confirm', state: null });
    expect(seen).toEqual(['push', 'replace']);
    expect(parsePath('/a/b?c=d#e')).toEqual({ pathname: '/a/b', search: '?c=d', hash: '#e' });
  });
});
