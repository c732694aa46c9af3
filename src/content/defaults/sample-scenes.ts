/**
 * What each sample photograph shows, said beside the project, news item, about text or share
 * card it belongs to, so that a picture matches its text; scripts/generate-sample-images.ts
 * draws each from this (sample-photos.ts lists them), and tests/scripts/lib/sample-images.test.ts holds it to the text.
 */
export type SampleScene =
  | 'substation'
  | 'solar-field'
  | 'hospital'
  | 'factory'
  | 'office-block'
  | 'school-campus'
  | 'metro-station'
  /** People in hard hats and high-visibility vests beside electrical equipment. */
  | 'site-team';

export interface SamplePhoto {
  src: string;
  scene: SampleScene;
}
