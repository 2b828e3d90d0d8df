import { buildWeb } from './web-build';

await buildWeb();
console.log('Web app built into dist/web');
