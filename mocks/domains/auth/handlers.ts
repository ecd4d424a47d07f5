import { sessions, type Investor } from '../../db/db';
import { defineCalls } from '../../http/define-call';
import { findOutcome } from '../../scenarios/outcomes';
import { clearScenario, getScenario } from '../../scenarios/scenario-store';
import { setSessionStatus } from '../../scenarios/session';

/**
 * Logging in brings the demo session back: after the session-expired or logged-out scenario
 * sends the user to login, any login call makes the session active again (and ends that
 * scenario), so the demo flow "expired → login → back to work" runs end to end.
 * The auth payloads are still `unknown` in the contract; the answer {apptoken, name,
 * phoneMasked} is the mock's proposal.
 */
async function logIn({ investor }: { investor: Investor }) {
  await setSessionStatus('active');
  const scenario = getScenario();
  if (scenario && findOutcome(scenario.outcome)?.family === 'session') clearScenario();
  return {
    apptoken: sessions.findFirst()?.token ?? '',
    name: investor.name,
    phoneMasked: investor.phoneMasked,
  };
}

export const authHandlers = defineCalls({
  authorizeMessageLogin: { successMsg: '登录成功', resolve: logIn },
  authorizeLoginSubmit: { successMsg: '登录成功', resolve: logIn },
  szbLogin: { successMsg: '登录成功', resolve: logIn },
});
