// Posts the identity provider's answer (in the address fragment) back to the window that opened this popup.
/* global URLSearchParams */
(function () {
  var params = new URLSearchParams(window.location.hash.slice(1));
  if (window.opener) {
    window.opener.postMessage({
      type: 'rafdesk.identity',
      state: params.get('state'),
      idToken: params.get('id_token'),
      error: params.get('error'),
    }, window.location.origin);
  }
  window.close();
})();
