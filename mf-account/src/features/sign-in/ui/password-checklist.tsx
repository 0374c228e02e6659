import { MESSAGES, passwordProblems } from '@storefront/contracts';
import { useMessages } from '@storefront/remote-kit';
import { SIGN_IN_TEXTS } from '../texts';
import '../sheet';

const RULES = [MESSAGES.password12to20, MESSAGES.passwordNumber, MESSAGES.passwordCase] as const;

/** The live checklist of the password rules (spec section 5): each rule ticks as the password meets it. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const problems = passwordProblems(password);
  const t = useMessages(SIGN_IN_TEXTS);
  return (
    <ul id={id} className="acc-checklist" aria-label={t.passwordRequirements}>
      {RULES.map((rule) => {
        const met = password.length > 0 && !problems.includes(rule);
        return (
          <li key={rule} className={met ? 'acc-rule acc-rule--met' : 'acc-rule'} data-met={met}>
            <span className="acc-rule-mark" aria-hidden="true">
              {met ? '✓' : '•'}
            </span>
            <span>{t.passwordRule(rule)}</span>
            <span className="acc-visually-hidden">{met ? t.met : t.notMet}</span>
          </li>
        );
      })}
    </ul>
  );
}
