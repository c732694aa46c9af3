/** The browser's and the home screen's colour for the site: the header's navy (src/styles/global.css, navy-900). */
export const THEME_COLOR = '#0f2340';
