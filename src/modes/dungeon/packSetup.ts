import { z } from 'zod';
import { ENEMY_SPECIES } from '../../content/schemas/enemy';
import { ATMOSPHERES } from '../../content/schemas/scenario';
import { packSetup } from '../defineMode';
import { quickCrawlInput } from './quickCrawl';

/** The options of a Quick crawl from a pack (`QuickCrawlOptions`): the pack's Quick crawl, with what they change. */
export const quickCrawlPackOptions = z.strictObject({
  crew: z.array(z.string().min(1).max(100)).min(1).max(4).optional(),
  locationTypeId: z.string().min(1).max(100).optional(),
  difficulty: z.number().int().min(1).max(5).optional(),
  depth: z.number().int().min(4).max(9).optional(),
  species: z.enum(ENEMY_SPECIES).optional(),
  credits: z.number().int().min(0).max(1_000_000).optional(),
  ao: z.enum(ATMOSPHERES).optional(),
  ai: z.enum(ATMOSPHERES).optional(),
});

export const quickCrawlPackSetup = packSetup(quickCrawlPackOptions, (pack, o) => {
  const built = quickCrawlInput(pack, o);
  return built.ok ? { ok: true, input: built.input } : built;
});
