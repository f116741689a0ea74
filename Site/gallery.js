// The gallery's behaviour, without libraries: site theme, index search and family filter,
// the widget page's views and Add Widget sheet, deep-link highlighting, copy-link buttons,
// tap-area outlines, the VoiceOver switch, keyboard navigation between previews and the
// scrubber of long timelines. Text from widgets is only ever set with textContent or attributes, never as HTML.
(function () {
  'use strict';

  // Site theme: auto (prefers-color-scheme), light or dark, remembered when storage allows.
  var themes = ['auto', 'light', 'dark'];
  function storedTheme() {
    try { return localStorage.getItem('widget-gallery-theme') || 'auto'; } catch (e) { return 'auto'; }
  }
  function applyTheme(theme) {
    if (theme === 'auto') { delete document.documentElement.dataset.theme; } else { document.documentElement.dataset.theme = theme; }
    document.querySelectorAll('.theme-toggle').forEach(function (button) { button.textContent = 'Theme: ' + theme; });
  }
  applyTheme(storedTheme());
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('.theme-toggle');
    if (!button) return;
    var next = themes[(themes.indexOf(storedTheme()) + 1) % themes.length];
    try { localStorage.setItem('widget-gallery-theme', next); } catch (e) { /* file:// without storage */ }
    applyTheme(next);
  });

  // Index: search by name, kind or description, filter by family and by condition (a
  // widget's link then opens its page in that condition). Each card's data is read once, and a
  // filter touches only the cards and links whose state changes: with a thousand cards, the
  // page's layout after the change is the cost, not the matching.
  var indexCards = null;
  function readCards() {
    return Array.prototype.map.call(document.querySelectorAll('.widget-card'), function (card) {
      var link = card.querySelector('a');
      return {
        card: card, link: link, page: link ? link.getAttribute('href').split('?')[0] : '',
        text: card.dataset.search || '', families: (card.dataset.families || '').split(/,\s*/),
        conditions: (card.dataset.conditions || '').split('|'), shown: !card.hidden, condition: ''
      };
    });
  }
  function filterCards() {
    var box = document.getElementById('search');
    var select = document.getElementById('family');
    var conditionSelect = document.getElementById('condition');
    var condition = conditionSelect ? conditionSelect.value : '';
    var terms = (box ? box.value : '').toLowerCase().split(/\s+/).filter(Boolean);
    var family = select ? select.value : '';
    var shown = 0;
    indexCards = indexCards || readCards();
    indexCards.forEach(function (entry) {
      var match = terms.every(function (term) { return entry.text.indexOf(term) >= 0; }) &&
        (!family || entry.families.indexOf(family) >= 0) && (!condition || entry.conditions.indexOf(condition) >= 0);
      if (conditionSelect && entry.link && entry.condition !== condition) {
        entry.link.setAttribute('href', condition ? entry.page + '?condition=' + encodeURIComponent(condition) : entry.page);
        entry.condition = condition;
      }
      if (entry.shown !== match) {
        entry.card.hidden = !match;
        entry.shown = match;
      }
      if (match) shown += 1;
    });
    var count = document.getElementById('filter-count');
    if (count) count.textContent = (terms.length || family || condition) ? shown + ' of ' + indexCards.length + ' widgets' : '';
    var none = document.querySelector('.no-match');
    if (none) none.hidden = shown > 0;
  }
  document.addEventListener('input', function (event) { if (event.target.id === 'search') filterCards(); });
  document.addEventListener('change', function (event) {
    if (event.target.id === 'family' || event.target.id === 'condition') filterCards();
  });
  document.addEventListener('submit', function (event) { if (event.target.classList.contains('filters')) event.preventDefault(); });

  // Long timelines: one row whose images follow a range input.
  function scrubTo(scrubber, index) {
    var data = scrubber._data || (scrubber._data = JSON.parse(scrubber.dataset.entries));
    var entry = data.entries[index];
    if (!entry) return;
    var prefix = scrubber.dataset.anchorPrefix;
    var range = scrubber.querySelector('input[type=range]');
    range.value = String(index);
    scrubber.querySelector('output').textContent = 'entry-' + index;
    var row = scrubber.closest('section').querySelector('tr.scrubbed');
    row.querySelector('.entry-name').textContent = 'entry-' + index;
    row.querySelector('.entry-date').textContent = entry.date;
    row.querySelector('.entry-relevance').textContent = entry.relevance ? ' · relevance ' + entry.relevance : '';
    row.querySelectorAll('.preview').forEach(function (figure, column) {
      var cell = data.cells[entry.cells[column]];
      if (!cell) return;
      // A condition other than the primary one ends every anchor with its suffix, after the
      // appearance.
      var suffix = scrubber.dataset.anchorSuffix || '';
      var own = suffix && figure.id.slice(-suffix.length) === suffix ? figure.id.slice(0, -suffix.length) : figure.id;
      var appearance = own.split('--').pop();
      var anchor = prefix + 'entry-' + index + '--' + appearance + suffix;
      figure.id = anchor;
      var image = figure.querySelector('img');
      image.src = '../' + cell.file;
      image.alt = cell.alt;
      figure.querySelector('.anchor-link').setAttribute('href', '#' + anchor);
      figure.querySelector('.copy-link').dataset.anchor = anchor;
      var frame = figure.querySelector('.frame');
      frame.querySelectorAll('.tap-area').forEach(function (area) { area.remove(); });
      var list = figure.querySelector('.tap-targets');
      list.textContent = '';
      showAccessibility(figure, cell);
      cell.targets.forEach(function (target) {
        var area = document.createElement('span');
        area.className = 'tap-area';
        area.setAttribute('style', target.style);
        frame.appendChild(area);
        var item = document.createElement('li');
        item.className = 'tap-target' + (target.blocked ? ' blocked' : '');
        var code = document.createElement('code');
        code.textContent = target.url;
        item.append(target.kind + ': ', code, target.blocked ? ' (blocked)' : '');
        list.appendChild(item);
      });
    });
  }
  // A scrubbed cell's VoiceOver boxes, legend and switch, and its findings, built as the page's
  // template builds them.
  function showAccessibility(figure, cell) {
    var frame = figure.querySelector('.frame');
    var caption = figure.querySelector('figcaption');
    figure.querySelectorAll('.a11y-boxes, .a11y-legend, .findings').forEach(function (old) { old.remove(); });
    var button = figure.querySelector('.voiceover-switch');
    var elements = cell.elements || [];
    if (!elements.length) {
      if (button) button.remove();
      figure.classList.remove('voiceover');
    } else {
      if (!button) {
        button = document.createElement('button');
        button.type = 'button';
        button.className = 'voiceover-switch';
        button.setAttribute('aria-pressed', 'false');
        button.textContent = 'VoiceOver';
        figure.querySelector('.copy-link').after(' ', button);
      }
      var on = button.getAttribute('aria-pressed') === 'true';
      var boxes = document.createElement('span');
      boxes.className = 'a11y-boxes';
      boxes.setAttribute('aria-hidden', 'true');
      var legend = document.createElement('ol');
      legend.className = 'a11y-legend';
      legend.setAttribute('aria-label', 'What VoiceOver reads');
      legend.hidden = !on;
      elements.forEach(function (element, index) {
        var box = document.createElement('span');
        box.className = 'a11y-box c' + (index % 8);
        box.setAttribute('style', element.style);
        var number = document.createElement('b');
        number.textContent = String(index + 1);
        box.appendChild(number);
        boxes.appendChild(box);
        var item = document.createElement('li');
        item.className = 'c' + (index % 8);
        item.textContent = element.spoken;
        legend.appendChild(item);
      });
      frame.appendChild(boxes);
      figure.insertBefore(legend, caption);
    }
    var found = cell.findings || [];
    if (found.length) {
      var list = document.createElement('ul');
      list.className = 'findings';
      found.forEach(function (finding) {
        var item = document.createElement('li');
        item.className = 'finding';
        item.dataset.kind = finding.kind;
        var kind = document.createElement('b');
        kind.textContent = finding.kind;
        item.append(kind, ': ' + finding.message);
        list.appendChild(item);
      });
      caption.appendChild(list);
    }
  }

  document.addEventListener('input', function (event) {
    var scrubber = event.target.closest && event.target.closest('.scrubber');
    if (scrubber) scrubTo(scrubber, Number(event.target.value));
  });

  // Widget pages: the view switch shows the previews, the Home Screen or the Add Widget sheet.
  function showView(name) {
    var buttons = document.querySelectorAll('.view-switch button');
    buttons.forEach(function (button) { button.setAttribute('aria-pressed', String(button.dataset.view === name)); });
    document.querySelectorAll('.view').forEach(function (view) { view.hidden = view.dataset.view !== name; });
  }
  document.querySelectorAll('.view-switch').forEach(function (group) { group.hidden = false; });
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('.view-switch button');
    if (button) showView(button.dataset.view);
  });

  // Add Widget sheet: the page dots switch between the widget's families.
  document.addEventListener('click', function (event) {
    var dot = event.target.closest && event.target.closest('.sheet-dots button');
    if (!dot) return;
    var sheet = dot.closest('.sheet');
    sheet.querySelectorAll('.sheet-dots button').forEach(function (button) { button.setAttribute('aria-pressed', String(button === dot)); });
    sheet.querySelectorAll('.sheet-page').forEach(function (page) { page.hidden = page.dataset.family !== dot.dataset.family; });
  });

  // Deep links: highlight the preview an anchor names and scroll it into view; an anchor
  // into a long timeline first moves that timeline's scrubber to the entry.
  function highlight() {
    document.querySelectorAll('.preview.highlight').forEach(function (el) { el.classList.remove('highlight'); });
    var id;
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { id = location.hash.slice(1); }
    if (!id) return;
    var target = document.getElementById(id);
    if (!target) {
      document.querySelectorAll('.scrubber').forEach(function (scrubber) {
        var prefix = scrubber.dataset.anchorPrefix;
        var suffix = scrubber.dataset.anchorSuffix || '';
        var match = id.indexOf(prefix) === 0 && id.slice(id.length - suffix.length) === suffix &&
          /^entry-(\d+)--/.exec(id.slice(prefix.length));
        if (match) scrubTo(scrubber, Number(match[1]));
      });
      target = document.getElementById(id);
    }
    if (target && target.classList.contains('preview')) {
      var section = target.closest('[data-condition]');
      if (section) showCondition(section.dataset.condition);
      showView('previews');
      target.classList.add('highlight');
      target.scrollIntoView({ block: 'center' });
    }
  }
  window.addEventListener('hashchange', highlight);

  // Copy link: the page's absolute URL (file:// included) with the preview's anchor.
  function copyText(text) {
    var area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    var done = false;
    try { done = document.execCommand('copy'); } catch (e) { done = false; }
    area.remove();
    return done;
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('.copy-link');
    if (!button) return;
    var url = location.href.split('#')[0] + '#' + button.dataset.anchor;
    button.dataset.url = url;
    function report(ok) {
      button.textContent = ok ? 'Copied' : 'Copy failed: select the # link';
      button.classList.toggle('copied', ok);
      setTimeout(function () { button.textContent = 'Copy link'; button.classList.remove('copied'); }, 1500);
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(function () { report(true); }, function () { report(copyText(url)); });
    } else {
      report(copyText(url));
    }
  });

  // Tap targets: hovering an entry of the list outlines its area over the image.
  function showArea(event, on) {
    var item = event.target;
    if (!item.classList || !item.classList.contains('tap-target')) return;
    var figure = item.closest('.preview');
    var index = Array.prototype.indexOf.call(item.parentNode.children, item);
    var area = figure && figure.querySelectorAll('.tap-area')[index];
    item.classList.toggle('on', on);
    if (area) area.classList.toggle('on', on);
  }
  document.addEventListener('mouseenter', function (event) { showArea(event, true); }, true);
  document.addEventListener('mouseleave', function (event) { showArea(event, false); }, true);

  // VoiceOver switch: shows a preview's numbered element boxes and the legend of what
  // VoiceOver reads, without reloading the page.
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('.voiceover-switch');
    if (!button) return;
    var figure = button.closest('.preview');
    var on = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(on));
    figure.classList.toggle('voiceover', on);
    var legend = figure.querySelector('.a11y-legend');
    if (legend) legend.hidden = !on;
  });

  // Keyboard: arrow keys move between previews along rows and columns; Enter links to one.
  document.addEventListener('keydown', function (event) {
    var figure = event.target;
    if (!figure.classList || !figure.classList.contains('preview')) return;
    var cell = figure.closest('td');
    var row = cell.parentNode;
    var column = Array.prototype.indexOf.call(row.children, cell);
    var next = null;
    if (event.key === 'ArrowRight') next = cell.nextElementSibling;
    else if (event.key === 'ArrowLeft') next = cell.previousElementSibling;
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      var other = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
      next = other && other.children[column];
    } else if (event.key === 'Enter') {
      location.hash = figure.id;
      event.preventDefault();
      return;
    } else return;
    var preview = next && next.querySelector('.preview');
    if (preview) {
      preview.focus();
      event.preventDefault();
    }
  });

  // Conditions: the switcher shows one condition's sections and mock-ups, without reloading the page
  // (pictures of hidden sections are not loaded: they load lazily); the Variants view shows
  // one entry of each family across the conditions that differ from the primary one in the
  // chosen respect.
  function showCondition(name) {
    document.querySelectorAll('section.family[data-condition], .mockup-condition[data-condition]').forEach(function (section) {
      section.hidden = section.dataset.condition !== name;
    });
    var select = document.querySelector('.condition-select');
    if (select && select.value !== name) select.value = name;
  }
  function showVariants(axis) {
    document.querySelectorAll('.variant-axes button').forEach(function (button) {
      button.setAttribute('aria-pressed', String(button.dataset.axis === axis));
    });
    if (!axis) {
      showView('previews');
      return;
    }
    var key = axis.replace(/[A-Z]/g, function (letter) { return '-' + letter.toLowerCase(); });
    document.querySelectorAll('figure.variant').forEach(function (figure) {
      figure.hidden = figure.dataset.axis !== axis && figure.dataset.axis !== 'primary';
      figure.querySelector('figcaption').textContent = figure.getAttribute('data-' + key) || '';
    });
    showView('variants');
  }
  document.querySelectorAll('.condition-switch').forEach(function (group) { group.hidden = false; });
  document.addEventListener('change', function (event) {
    if (!event.target.classList.contains('condition-select')) return;
    showCondition(event.target.value);
    showVariants(null);
  });
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('.variant-axes button');
    if (!button) return;
    showVariants(button.getAttribute('aria-pressed') === 'true' ? null : button.dataset.axis);
  });

  function start() {
    filterCards();
    var chosen = new URLSearchParams(location.search).get('condition');
    var select = document.querySelector('.condition-select');
    if (chosen && select && Array.prototype.some.call(select.options, function (option) { return option.value === chosen; })) {
      showCondition(chosen);
    }
    highlight();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();
