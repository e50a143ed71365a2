import { describe, expect, it } from 'vitest';
import { createQueryClient, forgetUserData } from './query-client';

describe('forgetUserData', () => {
  it('drops the previous user’s queries and keeps those marked public', () => {
    const client = createQueryClient();
    client.setQueryData(['profile'], { name: 'Dana' });
    client.setQueryData(['admin', 'settings'], { maintenance: false });
    const cities = client.getQueryCache().build(client, {
      queryKey: ['cities'],
      meta: { public: true },
    });
    cities.setData([]);

    forgetUserData(client);

    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(client.getQueryData(['admin', 'settings'])).toBeUndefined();
    expect(client.getQueryData(['cities'])).toEqual([]);
  });
});
