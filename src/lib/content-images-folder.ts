/** Where content photographs live, so astro:assets can optimize them; content names them '/images/<path>'. */
export const contentImageFolder = 'src/assets/images';
