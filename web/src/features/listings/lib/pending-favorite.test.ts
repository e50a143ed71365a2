import { afterEach, describe, expect, it } from 'vitest';
import { keepFavoriteForSignIn, takeFavoriteKeptForSignIn } from './pending-favorite';

describe('the favorite kept for sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('is answered once', () => {
    keepFavoriteForSignIn('events', 12, 1_000);
    expect(takeFavoriteKeptForSignIn(2_000)).toEqual({ kind: 'events', id: 12 });
    expect(takeFavoriteKeptForSignIn(2_000)).toBeNull();
  });

  it('is dropped after half an hour, or when it is not one the app wrote', () => {
    keepFavoriteForSignIn('cards', 3, 0);
    expect(takeFavoriteKeptForSignIn(30 * 60_000 + 1)).toBeNull();
    sessionStorage.setItem('pendingFavorite', '{"kind":"users","id":1,"at":0}');
    expect(takeFavoriteKeptForSignIn(1)).toBeNull();
    sessionStorage.setItem('pendingFavorite', 'not json');
    expect(takeFavoriteKeptForSignIn(1)).toBeNull();
  });
});
