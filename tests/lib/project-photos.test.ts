import { describe, expect, it } from 'vitest';
import { getContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';
import { projectPagePhotos } from '../../src/lib/project-photos';

const project = getContent(languages[0]!).projects.projects.find(({ project }) => project.imageSources.length >= 2)!.project;

describe("the photos at the top of a project's page", () => {
  it('are its gallery, in order, with the alt texts editors wrote or the name and place', () => {
    expect(projectPagePhotos({ ...project, imageAlts: undefined })).toEqual(
      project.imageSources.map((src, i) => ({ src, alt: `${project.name} (${i + 1}/${project.imageSources.length})` })),
    );
    const alts = project.imageSources.map((_, i) => `Fotoğraf ${i + 1}`);
    expect(projectPagePhotos({ ...project, imageAlts: alts }).map(({ alt }) => alt)).toEqual(alts);
    // A blank alt text would leave the photo unnamed: that one gets the name and place.
    const oneBlank = alts.map((alt, i) => (i === 1 ? ' ' : alt));
    expect(projectPagePhotos({ ...project, imageAlts: oneBlank })[1]!.alt).toBe(`${project.name} (2/${project.imageSources.length})`);
  });

  it('are its main photo alone when it has no gallery, so setting only the main photo shows a photo', () => {
    const only = { ...project, imageSources: [], imageAlts: [], primaryImageSource: '/images/projects/p01-1.jpg' };
    expect(projectPagePhotos({ ...only, primaryImageAlt: 'Trafo binası' })).toEqual([
      { src: '/images/projects/p01-1.jpg', alt: 'Trafo binası' },
    ]);
    expect(projectPagePhotos({ ...only, primaryImageAlt: undefined })).toEqual([{ src: '/images/projects/p01-1.jpg', alt: project.name }]);
    expect(projectPagePhotos({ ...only, primaryImageAlt: '' })).toEqual([{ src: '/images/projects/p01-1.jpg', alt: project.name }]);
  });

  it('are none when it has neither: the page shows no gallery', () => {
    expect(projectPagePhotos({ ...project, imageSources: [], imageAlts: undefined, primaryImageSource: undefined })).toEqual([]);
  });
});
