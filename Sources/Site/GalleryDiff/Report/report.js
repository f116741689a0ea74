(function () {
  function load(img, key) { return new Promise(function (done) {
    if (!key) { done(null); return; }
    img.onload = function () { done(img); }; img.onerror = function () { done(null); };
    img.src = IMAGES[key];
  }); }
  function difference(stage, a, b) {
    var canvas = stage.querySelector('.diff canvas'), caption = stage.querySelector('.diff figcaption');
    var w = Math.max(a.naturalWidth, b.naturalWidth) * 2, h = Math.max(a.naturalHeight, b.naturalHeight) * 2;
    canvas.width = w; canvas.height = h; canvas.style.width = (w / 2) + 'px';
    var ctx = canvas.getContext('2d');
    function pixels(img) { ctx.clearRect(0, 0, w, h); ctx.drawImage(img, 0, 0, img.naturalWidth * 2, img.naturalHeight * 2); return ctx.getImageData(0, 0, w, h); }
    try {
      var p = pixels(a).data, q = pixels(b), d = q.data, changed = 0;
      for (var i = 0; i < d.length; i += 4) {
        var delta = Math.abs(p[i] - d[i]) + Math.abs(p[i + 1] - d[i + 1]) + Math.abs(p[i + 2] - d[i + 2]) + Math.abs(p[i + 3] - d[i + 3]);
        if (delta > 8) { changed++; d[i] = 255; d[i + 1] = 0; d[i + 2] = 80; d[i + 3] = 255; }
        else { var g = (d[i] + d[i + 1] + d[i + 2]) / 3; d[i] = d[i + 1] = d[i + 2] = g; d[i + 3] = d[i + 3] * 0.25; }
      }
      ctx.putImageData(q, 0, 0);
      caption.textContent = changed + ' of ' + (w * h) + ' pixels differ (at 2x)';
    } catch (error) { caption.textContent = 'The browser refused to read the pixels: ' + error; }
  }
  document.querySelectorAll('.viewer').forEach(function (viewer) {
    var stage = viewer.querySelector('.stage'), range = viewer.querySelector('input');
    var oldImg = viewer.querySelector('.old img'), newImg = viewer.querySelector('.new img');
    var ready = Promise.all([load(oldImg, viewer.dataset.old), load(newImg, viewer.dataset.new)]);
    var mode = 'two-up';
    function apply() {
      var v = range ? range.value / 100 : 0.5;
      newImg.parentNode.style.clipPath = mode === 'swipe' ? 'inset(0 0 0 ' + (v * 100) + '%)' : '';
      newImg.parentNode.style.opacity = mode === 'onion' ? v : '';
    }
    viewer.querySelectorAll('button').forEach(function (button) {
      button.addEventListener('click', function () {
        mode = button.dataset.mode;
        viewer.querySelectorAll('button').forEach(function (b) { b.classList.toggle('on', b === button); b.setAttribute('aria-pressed', String(b === button)); });
        stage.className = 'stage ' + mode;
        range.hidden = mode !== 'swipe' && mode !== 'onion';
        apply();
        if (mode === 'difference') ready.then(function (images) { if (images[0] && images[1]) difference(stage, images[0], images[1]); });
      });
    });
    if (range) range.addEventListener('input', apply);
  });
})();
