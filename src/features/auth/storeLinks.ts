/**
 * Where the mobile apps live. The spec names an App Store link but not its
 * address, so this points at the App Store search for the app until the real
 * product page is known (one constant to change).
 */
export const APP_STORE_URL = 'https://apps.apple.com/cz/search?term=Domovn%C3%ADk';
