import { entryById } from '../../rules/reference/search';
import { RulePopover } from '../../ui/phaseMap/RulePopover';
import { navigate } from '../routes';
import { useServices } from '../services';

/**
 * A rules link's entry shown beside the game instead of leaving it (issue 28): the prompt's, the game-over
 * panel's and a demo step's. The Rules screen stays one more click away, from the popover.
 */
export function RuleBeside({
  ruleId,
  heading,
  testId,
  onClose,
}: {
  readonly ruleId: string;
  readonly heading: string;
  readonly testId: string;
  readonly onClose: () => void;
}) {
  const services = useServices();
  return (
    <RulePopover
      phase="this step"
      heading={heading}
      prompt={null}
      entry={entryById(services.rules, ruleId)}
      next={[]}
      testId={testId}
      onClose={onClose}
      onFullPage={() => {
        navigate({ screen: 'rules', entry: ruleId });
      }}
    />
  );
}
