import hi from './hi.json';
import { addCatalogue } from './i18n';

/*
 * Adds the Hindi catalogue (decision 0095). The server imports this at start (entry.server.tsx), a
 * browser before it hydrates a Hindi page (entry.client.tsx), so an English page never downloads it.
 */
addCatalogue('hi', hi);
