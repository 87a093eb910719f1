import * as z from 'zod/mini';
import { en } from 'zod/locales';

// Zod Mini carries no messages of its own: the API explains invalid input in English, as the
// web app (which loads classic Zod and its English locale) does.
z.config(en());
