/** The build under test: dist/ unless DIST_DIR names another build folder (one made with --outDir). */
export const distDir = process.env['DIST_DIR'] ?? 'dist';
