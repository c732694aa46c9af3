/** Draws a sample photograph of a given scene (../sample-scenes.ts) as SVG. */
import type { SampleScene } from '../sample-scenes';
import { factory, hospital, officeBlock, schoolCampus } from './buildings';
import { siteTeam, solarField, substation } from './energy';
import { metroStation } from './metro';

const scenes: Record<SampleScene, (seed: string, width: number, height: number) => string> = {
  substation,
  'solar-field': solarField,
  hospital,
  factory,
  'office-block': officeBlock,
  'school-campus': schoolCampus,
  'metro-station': metroStation,
  'site-team': siteTeam,
};

/** Every scene there is a drawing for. */
export const sceneNames = Object.keys(scenes) as SampleScene[];

/** `seed` tells apart two photos of one scene (a project's first and second image). */
export function drawScene(scene: SampleScene, seed: string, width: number, height: number): string {
  return scenes[scene](seed, width, height);
}
