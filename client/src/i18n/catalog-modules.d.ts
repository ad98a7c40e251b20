/** One language's whole catalogue, made by the build (client/vite.config.ts, plugin salon-language-catalogs). */
declare module "virtual:salon-catalog/*" {
  const catalog: import("./locales/en").Catalog;
  export default catalog;
}
