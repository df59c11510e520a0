/**
 * Tests run without the app's start-up (main.tsx), which downloads the current language's texts:
 * here both languages are added at once, so any test may switch between them synchronously.
 */
import cs from '../locales/cs.json';
import en from '../locales/en.json';
import { i18n } from '../src/lib/i18n';

i18n.addResourceBundle('cs', 'translation', cs);
i18n.addResourceBundle('en', 'translation', en);
