/**
 * What each sample photograph shows, said beside the project, news item, about text or share
 * card it belongs to, so that a picture matches its text; scripts/generate-sample-images.ts
 * draws each from this, and tests/scripts/lib/sample-images.test.ts holds it to the text.
 */
import { aboutPhoto } from './about-tagline';
import { newsPhotos } from './news';
import { projectPhotos } from './projects';
import { shareCardPhoto } from './site';

export const sampleScenes = [
  'substation',
  'solar-field',
  'hospital',
  'factory',
  'office-block',
  'school-campus',
  'metro-station',
  /** People in hard hats and high-visibility vests beside electrical equipment. */
  'site-team',
] as const;
export type SampleScene = (typeof sampleScenes)[number];

export interface SamplePhoto {
  src: string;
  scene: SampleScene;
}

/** Every sample photograph of the defaults (the same in every language) by its path. */
export function samplePhotos(): Map<string, SampleScene> {
  return new Map([aboutPhoto, shareCardPhoto, ...projectPhotos(), ...newsPhotos()].map(({ src, scene }) => [src, scene]));
}
