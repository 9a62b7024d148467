// Public surface of the link-previews module: other modules import only from here.
export { default as linkPreviewsRoutes, renderPage } from './link-previews.routes';
