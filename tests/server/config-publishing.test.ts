/** Publishing's settings (src/server/config.ts): production's GitHub variables, both or neither, each checked and named; where builds keep their cache. */
import { describe, expect, it } from 'vitest';
import { buildCacheDir, publishWorkflow, siteCodeCommit } from '../../src/server/config';

describe('publishing settings', () => {
  it('publishes on this machine when neither GitHub variable is set', () => {
    expect(publishWorkflow({})).toBeUndefined();
    expect(siteCodeCommit({})).toBeUndefined();
  });

  it('reads the repository, the token and GitHub’s address', () => {
    expect(publishWorkflow({ PUBLISH_GITHUB_REPOSITORY: ' acme/site ', PUBLISH_GITHUB_TOKEN: 'tok' })).toEqual({
      repository: 'acme/site',
      token: 'tok',
      apiUrl: 'https://api.github.com',
    });
    expect(
      publishWorkflow({
        PUBLISH_GITHUB_REPOSITORY: 'acme/site',
        PUBLISH_GITHUB_TOKEN: 'tok',
        PUBLISH_GITHUB_API_URL: 'http://127.0.0.1:9/',
      })?.apiUrl,
    ).toBe('http://127.0.0.1:9');
    expect(siteCodeCommit({ SITE_CODE_COMMIT: 'f'.repeat(40) })).toBe('f'.repeat(40));
  });

  it('names the variable and what it needs when one is missing or wrong', () => {
    expect(() => publishWorkflow({ PUBLISH_GITHUB_TOKEN: 'tok' })).toThrow(
      /PUBLISH_GITHUB_TOKEN is set but PUBLISH_GITHUB_REPOSITORY is not/,
    );
    expect(() => publishWorkflow({ PUBLISH_GITHUB_REPOSITORY: 'acme/site' })).toThrow(
      /PUBLISH_GITHUB_TOKEN is not.*Contents read and write/,
    );
    expect(() => publishWorkflow({ PUBLISH_GITHUB_REPOSITORY: 'https://github.com/acme/site', PUBLISH_GITHUB_TOKEN: 't' })).toThrow(
      "PUBLISH_GITHUB_REPOSITORY must be owner/name, got 'https://github.com/acme/site'.",
    );
    expect(() => siteCodeCommit({ SITE_CODE_COMMIT: 'abc123' })).toThrow(/SITE_CODE_COMMIT must be a full git commit id/);
  });
});

describe('the build cache folder', () => {
  it('is .data/build-cache in the project by default, BUILD_CACHE_DIR resolved against the project otherwise, always absolute', () => {
    expect(buildCacheDir({}, '/srv/site')).toBe('/srv/site/.data/build-cache');
    expect(buildCacheDir({ BUILD_CACHE_DIR: '  ' }, '/srv/site')).toBe('/srv/site/.data/build-cache');
    expect(buildCacheDir({ BUILD_CACHE_DIR: 'cache' }, '/srv/site')).toBe('/srv/site/cache');
    expect(buildCacheDir({ BUILD_CACHE_DIR: '/var/cache/site' }, '/srv/site')).toBe('/var/cache/site');
  });
});
