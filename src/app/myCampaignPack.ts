import { campaignPackFiles, type CampaignDraft } from '../content/cgm/draft';
import type { PackFiles } from './packStore';

/** The player's own campaign pack, written by the CGM editor's "Save into My campaign". */
export const MY_CAMPAIGN_ID = 'my-campaign';

/**
 * The pack's files holding `draft` as its one campaign file (a book is saved whole, in place of the last).
 * Every save is a new patch version, so a save file can tell which state of the pack it was played with.
 */
export function withCampaign(existing: PackFiles | undefined, draft: CampaignDraft): Record<string, string> {
  const manifest = existing?.['pack.json'];
  const patch =
    manifest === undefined
      ? 0
      : Number((JSON.parse(manifest) as { version: string }).version.split('.')[2] ?? 0) + 1;
  return campaignPackFiles(draft, {
    id: MY_CAMPAIGN_ID,
    name: 'My campaign',
    version: `1.0.${patch}`,
    description: 'A CGM book written in the CGM editor, with the entries of its pack that it names.',
  });
}
