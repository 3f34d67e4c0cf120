// hls.js ships the light build (no subtitles, alternate audio or DRM, which the portal's ladders
// never have) without types of its own; its API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
