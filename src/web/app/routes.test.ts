// The web's top-level screens are exactly the names the business-key rule refuses.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { businessKeyProblem } from '../../domain/business-key';
import { WEB_PATHS } from '../../domain/top-level-paths';
import { routes } from './routes';

/** First path segments of every route, looking through path-less layout routes. */
function topLevelSegments(list: readonly RouteObject[]): string[] {
  return list.flatMap((r) =>
    r.path === undefined
      ? topLevelSegments(r.children ?? [])
      : [r.path.replace(/^\//, '').split('/')[0]!],
  );
}

describe('web routes', () => {
  const segments = topLevelSegments(routes);

  it('has the business scope and the catch-all beside the named screens', () => {
    expect(segments).toContain(':business');
    expect(segments).toContain('*');
  });

  it('every named top-level screen comes from WEB_PATHS and is refused as a business key', () => {
    const named = [...new Set(segments.filter((s) => s !== ':business' && s !== '*'))];
    expect(named.sort()).toEqual(Object.values(WEB_PATHS).sort());
    for (const name of named) expect(businessKeyProblem(name), name).toBe('reserved');
  });
});
