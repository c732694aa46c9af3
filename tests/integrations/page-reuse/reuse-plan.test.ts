import { describe, expect, it } from 'vitest';
import { planPages } from '../../../src/integrations/page-reuse/reuse-plan';
import type { PageReads } from '../../../src/integrations/page-reuse/session';

const earlier: PageReads = {
  source: 'code',
  pages: {
    '/en': { props: 'home', reads: { frame: 'f1', slider: 's1' } },
    '/en/projects': { props: 'list', reads: { frame: 'f1', list: 'l1' } },
    '/project/a': { props: 'a', reads: { frame: 'f1', a: 'a1' } },
    '/project/b': { props: 'b', reads: { frame: 'f1', b: 'b1' } },
  },
};

describe('which pages a build renders and which it copies', () => {
  const answers = { frame: 'f1', slider: 's1', list: 'l2', a: 'a1', b: 'b2' };
  const answerNow = (call: string) => answers[call as keyof typeof answers];

  it('copies a page only when its props and every answer it read are the same; renders new and changed ones', () => {
    const plan = planPages(
      earlier,
      [
        { path: '/en', props: 'home' },
        { path: '/en/projects', props: 'list' },
        { path: '/project/a', props: 'a' },
        { path: '/project/b', props: 'b' },
        { path: '/project/c', props: 'c' },
      ],
      answerNow,
    );
    expect([...plan.render].sort()).toEqual(['/en/projects', '/project/b', '/project/c']);
    expect([...plan.reused.keys()].sort()).toEqual(['/en', '/project/a']);
    expect(plan.reused.get('/project/a')).toEqual(earlier.pages['/project/a']);
  });

  it('renders a page whose props changed though its reads did not', () => {
    const plan = planPages(earlier, [{ path: '/project/a', props: 'a, now with another translation' }], answerNow);
    expect([...plan.render]).toEqual(['/project/a']);
  });

  it('renders a page that read an operation no longer there, and every page without an earlier build', () => {
    expect([...planPages(earlier, [{ path: '/en', props: 'home' }], (call) => (call === 'slider' ? undefined : 'f1')).render]).toEqual([
      '/en',
    ]);
    expect([...planPages(undefined, [{ path: '/en', props: 'home' }], answerNow).render]).toEqual(['/en']);
  });

  it('asks for each answer once, however many pages read it', () => {
    const asked: string[] = [];
    planPages(
      earlier,
      Object.entries(earlier.pages).map(([path, { props }]) => ({ path, props })),
      (call) => {
        asked.push(call);
        return answerNow(call);
      },
    );
    expect(asked.filter((call) => call === 'frame')).toHaveLength(1);
  });
});
