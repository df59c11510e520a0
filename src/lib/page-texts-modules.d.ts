// A locale's page texts and command texts as the build serves them (src/lib/pageTexts.ts, vite.config.ts `pageTextModules`).
declare module '*.json?forms' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?commands' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=parking' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=documents' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=profile' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=doors' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=qr' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=issues' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=sensors' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=fireAlarm' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=board' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=admin' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=forum' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=svj' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=notifications' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=reception' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=cleaning' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=audit' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=auth' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=building' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=myUnit' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=settings' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=floorplans' {
  const texts: Record<string, unknown>;
  export default texts;
}
