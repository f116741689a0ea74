# WidgetGallery: `make gallery` builds the built-in gallery into Site/ (in the conditions of the
# repository's .widget-gallery.json), `make test` runs every test.
# Both install the Debian packages they need first (scripts/install-deps.sh, idempotent): the
# gallery only what building and rendering need, the tests also chromium and librsvg.

SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

.PHONY: deps deps-build deps-docs docs build gallery test test-lint test-scripts test-swift test-swift-testing test-serve test-browser test-ci ci-dry-run tsan api-coverage benchmark benchmark-check benchmark-baseline fuzz format lint clean

deps:
	@./scripts/install-deps.sh test

deps-build:
	@./scripts/install-deps.sh build

deps-docs:
	@./scripts/install-deps.sh docs

build: deps-build
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product widget-gallery

# The built-in gallery's conditions (Dynamic Type sizes x devices) are in the repository's own
# .widget-gallery.json, as a user's package has them at its root, so `make gallery` is a plain
# `build --output Site` and Site/ is what any build from the root writes. Tests and scripts that
# build galleries of their own run in folders of their own or say `--conditions none`.
gallery: build
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) widget-gallery build --output Site

# The documentation: the DocC catalogs of the module users import (Sources/Products/WidgetGallery/WidgetGallery.docc,
# the user manual), the render API (Sources/Render/WidgetGalleryRender/WidgetGalleryRender.docc) and the
# snapshot strategies (Sources/Site/WidgetGallerySnapshotTesting/WidgetGallerySnapshotTesting.docc),
# built by swift-docc-plugin (a dependency only with WIDGETGALLERY_DOCS set, as here) into one
# archive for static hosting in $(DOCS) (serve the folder; the pages are under documentation/,
# the manual's landing page documentation/widgetgallery). Fails on any warning and on a public
# symbol of the modules without a doc comment (scripts/docs-check.py). The generation's output
# is in $(DOCS_LOG).
DOCS := .build/docs
DOCS_LOG := .build/docs.log
DOCS_MODULES := WidgetGallery WidgetGalleryRender WidgetGallerySnapshotTesting
docs: deps-docs
	@mkdir -p .build; \
	export WIDGETGALLERY_DOCS=1; \
	$(SWIFT) package $(SWIFT_BUILD_FLAGS) --allow-writing-to-directory $(DOCS) generate-documentation \
	  $(foreach module,$(DOCS_MODULES),--target $(module)) --enable-experimental-combined-documentation \
	  --disable-indexing --transform-for-static-hosting --output-path $(DOCS) > $(DOCS_LOG) 2>&1; \
	status=$$?; grep -v '^\[[0-9]*/[0-9]*\] ' $(DOCS_LOG); \
	[ $$status -eq 0 ] || { echo "error: generate-documentation failed (exit $$status)"; exit 1; }; \
	scratch=$$(dirname "$$(dirname "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)")"); \
	python3 scripts/docs-check.py $(DOCS_LOG) "$$scratch" $(DOCS_MODULES)

# `make test` runs the lint, the scripts' own tests, the Swift tests (the root package's XCTest
# and Swift Testing tests, then the server package's in Serve/), the browser tests and then the CI templates' tests, each to
# the end whatever the others did, and sums them up in one closing line, "tests: N passed,
# N failed, N skipped" (scripts/test-summary.py; .ci/run and CONTRIBUTING.md read it). Each part also
# runs alone.
RESULTS := .build/test-results

test: deps
	@rm -rf $(RESULTS)
	@$(MAKE) -k --no-print-directory test-lint test-scripts test-swift test-swift-testing test-serve test-browser test-ci || true
	@python3 scripts/test-summary.py $(RESULTS)

# `make lint` as part of `make test` (about 10 s).
test-lint:
	@mkdir -p $(RESULTS); \
	{ $(MAKE) --no-print-directory -s lint; echo $$? > $(RESULTS)/lint.exit; } 2>&1 | tee $(RESULTS)/lint.log; \
	exit $$(cat $(RESULTS)/lint.exit)

# The Python scripts' unit tests, scripts/tests (unittest, stdlib only; a second or two).
test-scripts:
	@mkdir -p $(RESULTS); \
	{ python3 -m unittest discover -s scripts/tests -v; echo $$? > $(RESULTS)/scripts.exit; } 2>&1 | tee $(RESULTS)/scripts.log; \
	exit $$(cat $(RESULTS)/scripts.exit)

# XCTest. The build checks that each of our targets imports only the modules it declares
# (scripts/check-target-imports.py); warnings in our modules are errors (Package.swift). The tests
# run each in a process of its own (`swift test --parallel`, a worker per core), so no test sees
# what another changed. No process starts with a preferences folder: the first test of a process
# that needs one re-executes it into a private folder of its own (XDG_CONFIG_HOME here only keeps
# strays out of ~/.config). Each test's outcome goes to $(RESULTS)/swift-tests/ (skips too, which
# --parallel does not print) and to $(RESULTS)/swift.xml; the child-process halves of tests
# (`testInChildProcess…`) are left to the tests that start them.
test-swift: deps
	@mkdir -p $(RESULTS); prefs=$$(mktemp -d); \
	{ $(SWIFT) build --build-tests --explicit-target-dependency-import-check error $(SWIFT_BUILD_FLAGS) > $(RESULTS)/swift-build.log 2>&1; \
	  status=$$?; cat $(RESULTS)/swift-build.log; \
	  if grep -q "^Build complete" $(RESULTS)/swift-build.log && python3 scripts/check-target-imports.py $(RESULTS)/swift-build.log; then \
	    XDG_CONFIG_HOME=$$prefs WIDGETGALLERY_TEST_RESULTS=$(CURDIR)/$(RESULTS)/swift-tests $(SWIFT) test --skip-build --parallel \
	      --skip testInChildProcess --xunit-output $(RESULTS)/swift.xml --disable-swift-testing $(SWIFT_BUILD_FLAGS); \
	  else echo "error: the build failed (exit $$status)"; false; fi; \
	  echo $$? > $(RESULTS)/swift.exit; } 2>&1 | tee $(RESULTS)/swift.log; \
	rm -rf $$prefs; exit $$(cat $(RESULTS)/swift.exit)

# Swift Testing, the root package's `@Test` functions (SwiftTestingSnapshotTests), in the test
# build `make test-swift` made (built again here when this part runs alone). Swift Testing runs
# its tests in parallel in one process; its xUnit file is $(RESULTS)/swift-testing.xml, and
# scripts/test-summary.py counts a run with no test in it as a failure.
test-swift-testing: deps
	@mkdir -p $(RESULTS); prefs=$$(mktemp -d); \
	{ $(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS) > $(RESULTS)/swift-testing-build.log 2>&1 \
	    || { cat $(RESULTS)/swift-testing-build.log; false; } && \
	  XDG_CONFIG_HOME=$$prefs $(SWIFT) test --skip-build --disable-xctest --enable-swift-testing \
	    --xunit-output $(RESULTS)/swift-testing.xml $(SWIFT_BUILD_FLAGS); \
	  echo $$? > $(RESULTS)/swift-testing.exit; } 2>&1 | tee $(RESULTS)/swift-testing.log; \
	rm -rf $$prefs; exit $$(cat $(RESULTS)/swift-testing.exit)

# The server's own package, Serve/ (`widget-gallery-serve`, the only code that uses Hummingbird),
# in its own build folder Serve/.build, the one `serve` builds the server in; in parallel too.
test-serve: deps
	@mkdir -p $(RESULTS); prefs=$$(mktemp -d); \
	{ XDG_CONFIG_HOME=$$prefs WIDGETGALLERY_PRIVATE_PREFERENCES=$$prefs $(SWIFT) test --package-path Serve --parallel \
	    --xunit-output $(RESULTS)/serve.xml --disable-swift-testing $(SWIFT_BUILD_FLAGS); \
	  echo $$? > $(RESULTS)/serve.exit; } 2>&1 | tee $(RESULTS)/serve.log; \
	rm -rf $$prefs; exit $$(cat $(RESULTS)/serve.exit)

# Headless chromium over the committed Site/, the diff report, `serve` and the documentation
# (`make docs` first: a failed docs build fails this part too), with the widget-gallery built
# here (screenshots in .build/artifacts/site/).
test-browser: deps
	@mkdir -p $(RESULTS); \
	{ $(MAKE) --no-print-directory docs; docs=$$?; \
	  $(SWIFT) build $(SWIFT_BUILD_FLAGS) --product widget-gallery && \
	  SWIFT_BUILD_FLAGS="$(SWIFT_BUILD_FLAGS)" python3 scripts/browser-test.py --docs $(DOCS) --widget-gallery "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/widget-gallery"; \
	  status=$$?; [ $$docs -eq 0 ] || { echo "error: make docs failed (exit $$docs)"; status=1; }; \
	  echo $$status > $(RESULTS)/browser.exit; } 2>&1 | tee $(RESULTS)/browser.log; \
	exit $$(cat $(RESULTS)/browser.exit)

# The CI templates (Templates/ci/) and WidgetGallery's action (action.yml), with the widget-gallery
# built here: actionlint (running shellcheck) and zizmor on the GitHub workflow as shipped and as
# `init-ci` writes it and on the action, the GitLab pipeline's job graph with its included jobs,
# and the dry run of both pipelines on this machine (scripts/ci-dry-run.py: each program compiled
# once, 4 shards, merge, diff, report; the site must be byte for byte one build's). A few minutes.
test-ci: deps
	@mkdir -p $(RESULTS); \
	{ $(SWIFT) build $(SWIFT_BUILD_FLAGS) --product widget-gallery && \
	  WIDGETGALLERY_PROGRAM="$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/widget-gallery" \
	  python3 -m unittest discover -s scripts/citests -v; \
	  echo $$? > $(RESULTS)/ci.exit; } 2>&1 | tee $(RESULTS)/ci.log; \
	exit $$(cat $(RESULTS)/ci.exit)

# One dry run of a CI template, printing every step: `make ci-dry-run CI_SYSTEM=gitlab CI_EVENT=push`.
CI_SYSTEM ?= github
CI_EVENT ?= pull_request
ci-dry-run: deps-build
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product widget-gallery
	python3 scripts/ci-dry-run.py --system $(CI_SYSTEM) --event $(CI_EVENT) \
	  --widget-gallery "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/widget-gallery"

# Per Apple module, the share of the iOS 18 SDK's public declarations that the same-named module
# here declares with a compatible signature (scripts/api-coverage.py, facts in
# Tools/APICoverage/sdk/; the documentation's "Compatibility", API coverage).
api-coverage: deps-build
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)
	python3 scripts/api-coverage.py

# ThreadSanitizer over what runs on several threads: site builds with more than one job (the
# built-in gallery on every core, ShardTests' and MainActorSiteTests' four jobs) and the snapshot
# tests, in a build folder of its own (.build-tsan; a slow build). Any report fails it
# (halt_on_error). The builds run in the test process: TSan's runtime and libfaketime, which the
# command line preloads to stop the clock, deadlock as the program starts. Synchronization's
# Mutex is invisible to TSan, so the locks annotate themselves (Sources/Support/Locking).
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan $(SWIFT_BUILD_FLAGS)
	@prefs=$$(mktemp -d); \
	TSAN_OPTIONS=halt_on_error=1 XDG_CONFIG_HOME=$$prefs $(SWIFT) test --skip-build --sanitize=thread \
	  --scratch-path .build-tsan $(SWIFT_BUILD_FLAGS) --disable-swift-testing --skip testInChildProcess \
	  --filter 'BuiltInSiteTests|ShardTests|MainActorSiteTests|WidgetGallerySnapshotTestingTests'; \
	status=$$?; rm -rf $$prefs; [ $$status -eq 0 ] && echo "tsan: no reports" || { echo "tsan: failed (exit $$status)"; exit 1; }

# The benchmarks (Benchmarks/, package-benchmark): every suite runs once in release into the
# baseline `latest` (.benchmarkBaselines/, not committed), its tables are printed, then the
# edit loop is measured (scripts/edit-latency.py: edit-to-page through `serve`, debug, as `make
# gallery` builds) and the figures printed: previews per second and the ratio per preview to the
# warm Chromium screenshot measured in the same run, and edit-to-page. `benchmark-check` then
# compares that run with the committed baseline `stored` and fails on a regression past a
# benchmark's thresholds (improvements pass), edit-to-page's included (a third slower at the
# median, or any edit through `swift build` instead of serve's planned build);
# `benchmark-baseline` runs everything again into `stored`, to commit. The package declares the
# benchmarks only with WIDGETGALLERY_BENCHMARKS set (see Package.swift).
BENCHMARK := WIDGETGALLERY_BENCHMARKS=1 $(SWIFT) package --scratch-path .build/benchmarks --allow-writing-to-package-directory benchmark
EDIT_LOOP := python3 scripts/edit-latency.py --only page --edits 5 --figures .build/benchmark-figures

benchmark: deps
	$(BENCHMARK) baseline update latest --no-progress
	$(BENCHMARK) baseline read latest --no-progress
	SWIFT=$(SWIFT) $(EDIT_LOOP)
	python3 scripts/benchmark-figures.py latest

benchmark-check: benchmark
	$(BENCHMARK) baseline compare stored latest --no-progress
	@$(BENCHMARK) baseline check stored latest --no-progress 2>&1 | tee .build/benchmark-check.log; \
	python3 scripts/benchmark-figures.py --check stored > .build/edit-loop-check.log 2>&1; edit=$$?; \
	cat .build/edit-loop-check.log; cat .build/edit-loop-check.log >> .build/benchmark-check.log; \
	if [ $$edit -gt 1 ]; then echo "benchmark-check: the edit-to-page check did not run (above)"; exit 1; \
	elif grep -q "is WORSE than" .build/benchmark-check.log; then echo "benchmark-check: a regression past its threshold (above)"; exit 1; \
	elif grep -q "is BETTER than" .build/benchmark-check.log; then echo "benchmark-check: better than the stored baseline past a threshold; make benchmark-baseline to store it"; \
	elif ! grep -q "is WITHIN" .build/benchmark-check.log; then echo "benchmark-check: the check did not run"; exit 1; fi

benchmark-baseline: deps
	$(BENCHMARK) baseline update stored --no-progress
	SWIFT=$(SWIFT) $(EDIT_LOOP)
	python3 scripts/benchmark-figures.py stored
	python3 scripts/benchmark-figures.py --store stored

# The long fuzz run: 1,000 random hostile view trees through the render API (`make test` runs
# 25); FUZZ_SEED and FUZZ_COUNT choose others. Prints crashes, hangs, the slowest and largest
# drawings, and how to replay each failing seed.
FUZZ_SEED ?= 1
FUZZ_COUNT ?= 1000
fuzz: deps-build
	$(SWIFT) run -c release widget-fuzz --seed $(FUZZ_SEED) --count $(FUZZ_COUNT)

# Our Swift code in the layout of .swift-format (the toolchain's `swift format`). Code kept as
# written elsewhere is left alone: the seeds' article code and its snippets, the Xcode-extension
# fixtures, and the SF Symbol table's columns.
FORMATTED = find Package.swift Sources Tests Plugins Benchmarks Serve/Package.swift Serve/Sources Serve/Tests -name '*.swift' \
  -not -path 'Sources/Products/Seeds/*' \
  -not -path 'Tests/ArticleSnippetsTests/*' -not -path 'Tests/AppleModulesTests/XcodeExtension/*' \
  -not -path 'Tests/DataExtension/*' \
  -not -name SymbolTable.swift -print0

format:
	$(FORMATTED) | xargs -0 $(SWIFT) format --in-place --parallel

# The same code against .swift-format's rules, the layout and the hints the formatter does not
# apply, the Python under scripts/ against ruff.toml, the module map of CONTRIBUTING.md and its
# layering rules (scripts/module-map.py), Combine's generated per-arity types
# (scripts/combine-arity.py), new commits' subjects (at most 72 characters) and our Swift
# files' lengths and locks (scripts/check-source-rules.py); fails on any finding. Part of `make test`.
lint:
	$(FORMATTED) | xargs -0 $(SWIFT) format lint --strict --parallel
	python3 -m ruff check scripts
	python3 scripts/module-map.py --check
	python3 scripts/combine-arity.py --check
	python3 scripts/check-commit-subjects.py
	python3 scripts/check-source-rules.py

clean:
	rm -rf .build Serve/.build
