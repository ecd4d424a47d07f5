// The fake vendor's behaviour (see sign.html). Plain script, no build step.
(function () {
  var params = new URLSearchParams(location.search);
  var flowId = params.get('flowId') || '';
  var back = params.get('return') || '';

  document.getElementById('doc-title').textContent = '《' + (params.get('doc') || '电子合同') + '》';
  document.getElementById('signer').textContent = params.get('signer') || '—';
  document.getElementById('flow').textContent = flowId || '—';

  /** Only an http(s) return address with a path under the app; anything else is not followed. */
  function returnTo(result) {
    var url;
    try {
      url = new URL(back);
    } catch (e) {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !/^[A-Za-z0-9_-]+$/.test(flowId)) {
      document.getElementById('bad-return').hidden = false;
      return;
    }
    url.searchParams.set('signFlowId', flowId);
    url.searchParams.set('result', result);
    location.replace(url.href);
  }

  var buttons = document.querySelectorAll('button');
  function busy() {
    for (var i = 0; i < buttons.length; i += 1) buttons[i].disabled = true;
  }

  document.getElementById('sign').addEventListener('click', function () {
    var code = document.getElementById('code').value.trim();
    if (code !== '123456') {
      document.getElementById('error').textContent = code ? '认证码错误，请重新输入' : '请输入认证码';
      return;
    }
    busy();
    returnTo('SUCCESS');
  });
  document.getElementById('fail').addEventListener('click', function () {
    busy();
    returnTo('FAIL');
  });
  document.getElementById('cancel').addEventListener('click', function () {
    busy();
    returnTo('CANCEL');
  });
})();
