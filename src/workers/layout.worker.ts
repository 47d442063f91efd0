/** The answer-card layout off the main thread. */
import { expose } from 'comlink';
import { createLayoutApi } from './layout-api.ts';

expose(createLayoutApi());
