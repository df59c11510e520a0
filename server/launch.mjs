// `npm start`: compiles the server once (again after the sources change) and runs the compiled
// JavaScript; no TypeScript is compiled while it serves. dist-server/start.js builds the SPA on
// the first start. `node dist-server/start.js` runs the build without this check. Stack traces name
// the bundle's lines; NODE_OPTIONS=--enable-source-maps makes them name the TypeScript files (dist-server/start.js.map)
// at the cost of about 10 MB of memory.
import { pathToFileURL } from 'node:url';
import { OUT_FILE, buildServer, serverBuildStale } from './build.mjs';

if (serverBuildStale()) {
  console.log('Building the server…');
  try {
    await buildServer();
  } catch (err) {
    console.error('The server build failed; see the output above.', err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
await import(pathToFileURL(OUT_FILE).href);
