// Highlights the preview a deep link points at and scrolls it into view.
(function () {
  function highlight() {
    document.querySelectorAll('.preview.highlight').forEach(function (el) { el.classList.remove('highlight'); });
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (target) {
      target.classList.add('highlight');
      target.scrollIntoView({ block: 'center' });
    }
  }
  window.addEventListener('hashchange', highlight);
  document.addEventListener('DOMContentLoaded', highlight);
})();
