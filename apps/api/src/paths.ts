/**
 * The apps/api folder, for the files the server reads at run time (migrations, media, the built
 * storefront). This module sits one level below it both in the source (src/) and in the build
 * (dist/, where every module of the bundle shares one URL), so the same URL holds in both.
 */
export const apiRoot = new URL('../', import.meta.url);
