/**
 * A Firebase Hosting preview channel serves a build at `<site>--<channel>-<hash>.web.app`
 * (the rebuild workflow's preview). The live site's addresses never have `--`.
 */
export const isPreviewChannelHost = (hostname: string): boolean => /^[a-z0-9-]+?--[a-z0-9-]+\.web\.app$/.test(hostname);
