/**
 * What each sample photograph of the committed content shows, so that a picture matches its
 * text: scripts/generate-sample-images.ts draws each as its scene, and
 * tests/scripts/lib/sample-images.test.ts holds every scene to the text beside the photograph
 * in each language. A photograph the content names without a scene here stops the generator.
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

/** Every sample photograph by its path (the same in every language). */
export const sampleScenes: ReadonlyMap<string, SampleScene> = new Map<string, SampleScene>([
  ['/images/about/team-on-site.jpg', 'site-team'],
  ['/images/brand/og-default.png', 'substation'],
  ['/images/projects/p01-1.jpg', 'substation'],
  ['/images/projects/p01-2.jpg', 'substation'],
  ['/images/projects/p01-3.jpg', 'substation'],
  ['/images/projects/p02-1.jpg', 'hospital'],
  ['/images/projects/p02-2.jpg', 'hospital'],
  ['/images/projects/p03-1.jpg', 'solar-field'],
  ['/images/projects/p03-2.jpg', 'solar-field'],
  ['/images/projects/p04-1.jpg', 'metro-station'],
  ['/images/projects/p04-2.jpg', 'metro-station'],
  ['/images/projects/p05-1.jpg', 'factory'],
  ['/images/projects/p08-1.jpg', 'office-block'],
  ['/images/projects/p09-1.jpg', 'school-campus'],
  ['/images/news/almanya-istiraki-kuruldu.jpg', 'office-block'],
  ['/images/news/iso-45001-belgesi.jpg', 'site-team'],
  ['/images/news/konya-ges-devreye-alindi.jpg', 'solar-field'],
  ['/images/news/yeni-genel-merkez.jpg', 'office-block'],
  ['/images/news/stajyer-programi-2025.jpg', 'site-team'],
  ['/images/news/hastane-projesi-tamamlandi.jpg', 'hospital'],
]);
