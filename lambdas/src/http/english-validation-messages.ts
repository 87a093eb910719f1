import * as z from 'zod/mini';
import { en } from 'zod/locales';

// Zod Mini carries no messages of its own: the API explains invalid input in English, as the web app does.
z.config(en());
