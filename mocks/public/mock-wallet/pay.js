// The fake cashier's behaviour (see pay.html). Plain script, no build step.
(function () {
  var params = new URLSearchParams(location.search);
  var payNo = params.get('payNo') || '';
  var back = params.get('return') || '';
  var amount = params.get('amount') || '';

  /** "500000.00" -> "500,000.00"; anything that is not a two-decimal amount is shown as a dash. */
  function money(text) {
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return '';
    var parts = text.split('.');
    var cents = ((parts[1] || '') + '00').slice(0, 2);
    return parts[0].replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + cents;
  }
  /** Whole 万元 (two decimals) for amounts of 10,000 and more, as investors read large sums. */
  function wan(text) {
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return '';
    var parts = text.split('.');
    if (parts[0].length < 5) return '';
    var fen = parts[0] + ((parts[1] || '') + '00').slice(0, 2);
    var whole = fen.slice(0, -6) || '0';
    var decimals = fen.slice(-6, -4);
    return '约 ' + money(whole + '.' + decimals) + ' 万元';
  }

  document.getElementById('amount').textContent = money(amount) || '—';
  document.getElementById('amount-wan').textContent = wan(amount);
  document.getElementById('product').textContent = params.get('product') || '—';
  document.getElementById('pay-no').textContent = payNo || '—';

  /** Only a payment number of the institution and an http(s) return address are followed. */
  function returnTo(result) {
    var url;
    try {
      url = new URL(back);
    } catch (e) {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !/^WP\d{15}$/.test(payNo)) {
      document.getElementById('bad-return').hidden = false;
      return false;
    }
    url.searchParams.set('walletPayNo', payNo);
    url.searchParams.set('walletResult', result);
    location.replace(url.href);
    return true;
  }

  var buttons = document.querySelectorAll('button');
  function busy() {
    for (var i = 0; i < buttons.length; i += 1) buttons[i].disabled = true;
  }
  function leave(result) {
    busy();
    if (!returnTo(result)) for (var i = 0; i < buttons.length; i += 1) buttons[i].disabled = false;
  }

  document.getElementById('password').addEventListener('input', function () {
    document.getElementById('error').textContent = '';
  });
  document.getElementById('pay').addEventListener('click', function () {
    var password = document.getElementById('password').value.trim();
    if (password !== '123456') {
      document.getElementById('error').textContent = password ? '支付密码错误，请重新输入' : '请输入支付密码';
      return;
    }
    leave('SUCCESS');
  });
  document.getElementById('fail').addEventListener('click', function () {
    leave('FAIL');
  });
  document.getElementById('cancel').addEventListener('click', function () {
    leave('CANCEL');
  });
})();
