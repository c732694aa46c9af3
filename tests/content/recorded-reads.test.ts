import { afterEach, describe, expect, it } from 'vitest';
import { clearContentCache } from '../../src/content/loader';
import { getPageFrame, getProject, getProjectsData } from '../../src/content/operations';
import { currentFingerprint, fingerprintOf, readsDuring } from '../../src/content/recorded-reads';
import { committedContent, snapshotWith } from './helpers';

const useContent = (projects: ReturnType<typeof committedContent>['projects']) => {
  process.env['CONTENT_SNAPSHOT_DIR'] = snapshotWith({ en: { projects } });
  clearContentCache();
};

afterEach(() => {
  delete process.env['CONTENT_SNAPSHOT_DIR'];
  clearContentCache();
});

describe('the content operations a page calls', () => {
  const base = committedContent('en').projects;
  const [first, second] = base.projects;

  it("are noted with their answers' fingerprints while a page is recorded, and only then", async () => {
    useContent(base);
    getProject('en', first!.project.url);
    const { value, reads } = await readsDuring(async () => {
      await Promise.resolve();
      return getProject('en', first!.project.url)?.id;
    });
    expect(value).toBe(first!.id);
    expect(reads).toEqual({
      [JSON.stringify(['getProject', 'en', first!.project.url])]: fingerprintOf(getProject('en', first!.project.url)),
    });
  });

  it("note a page's own calls, not what an operation asked of another (a first call and a later one note the same)", async () => {
    useContent(base);
    const firstTime = await readsDuring(async () => getPageFrame('en'));
    const secondTime = await readsDuring(async () => getPageFrame('en'));
    expect(Object.keys(firstTime.reads)).toEqual([JSON.stringify(['getPageFrame', 'en'])]);
    expect(secondTime.reads).toEqual(firstTime.reads);
  });

  it('keep pages rendered at once apart', async () => {
    useContent(base);
    const [one, two] = await Promise.all([
      readsDuring(async () => {
        await new Promise((done) => setTimeout(done, 5));
        return getProject('en', first!.project.url);
      }),
      readsDuring(async () => getProject('en', second!.project.url)),
    ]);
    expect(Object.keys(one.reads)).toEqual([JSON.stringify(['getProject', 'en', first!.project.url])]);
    expect(Object.keys(two.reads)).toEqual([JSON.stringify(['getProject', 'en', second!.project.url])]);
  });

  it("answer again on other content: a changed item's call changes, another item's and a missing operation's do not match", async () => {
    useContent(base);
    const { reads } = await readsDuring(async () => {
      getProject('en', first!.project.url);
      getProject('en', second!.project.url);
      getProjectsData('en');
    });
    const edited = { ...second!, project: { ...second!.project, description: 'Another description.' } };
    useContent({ ...base, projects: base.projects.map((p) => (p.id === second!.id ? edited : p)) });
    const now = Object.fromEntries(Object.keys(reads).map((call) => [call, currentFingerprint(call) === reads[call]]));
    expect(now).toEqual({
      [JSON.stringify(['getProject', 'en', first!.project.url])]: true,
      [JSON.stringify(['getProject', 'en', second!.project.url])]: false,
      [JSON.stringify(['getProjectsData', 'en'])]: false,
    });
    expect(currentFingerprint(JSON.stringify(['noSuchOperation', 'en']))).toBeUndefined();
  });
});
