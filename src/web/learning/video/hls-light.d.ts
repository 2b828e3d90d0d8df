// hls.js ships no types for its light build (the same API without subtitles, alternate audio, CMCD and DRM).
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
