/** Where content photographs live, so astro:assets can optimize them; content names them '/images/<path>'. */
export const contentImageFolder = 'src/assets/images';
/** Where uploads are served and where the content names them: /images/uploads/<hash>.jpg. */
export const UPLOADS_PATH = '/images/uploads';
/** An upload's file name: the hash of its bytes, as the export writes it into the build's images. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.jpg$/;
/** Where the export writes uploads for the build, relative to the project: src/assets/images/uploads. */
export const uploadsFolder = `${contentImageFolder}${UPLOADS_PATH.replace(/^\/images(?=\/)/, '')}`;
