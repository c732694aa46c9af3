/** Every sample photograph the defaults name, with the scene it shows (sample-scenes.ts). */
import { aboutPhoto } from './about-tagline';
import { newsPhotos } from './news';
import { projectPhotos } from './projects';
import type { SampleScene } from './sample-scenes';
import { shareCardPhoto } from './site';

/** Every sample photograph of the defaults (the same in every language) by its path. */
export function samplePhotos(): Map<string, SampleScene> {
  return new Map([aboutPhoto, shareCardPhoto, ...projectPhotos(), ...newsPhotos()].map(({ src, scene }) => [src, scene]));
}
