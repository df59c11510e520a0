import { main } from './main';

// The API alone, without the first-start SPA build: used by `npm run dev` and the browser tests.
await main();
