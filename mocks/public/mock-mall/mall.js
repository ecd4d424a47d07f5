// The demo mall says whether it was opened with a sign-on ticket (a file: the served CSP runs
// no inline script).
const ticket = new URLSearchParams(location.search).get('ticket');
document.getElementById('mall-ticket').textContent = ticket
  ? '已通过华信信托账户登录，可用积分兑换礼品。'
  : '登录票据缺失，请从华信信托App重新进入。';
