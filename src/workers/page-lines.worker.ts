/** The text lines of original pages off the main thread. */
import { expose } from 'comlink';
import { createPageLinesApi } from './page-lines-api.ts';

expose(createPageLinesApi());
