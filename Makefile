# WidgetGallery: `make gallery` builds the built-in gallery into Site/, `make test` runs every test.
# Both install the Debian packages they need first (scripts/install-deps.sh, idempotent).

SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

.PHONY: deps build gallery test benchmark clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product widget-gallery

gallery: build
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) widget-gallery build --output Site

# Tests run with a private UserDefaults folder, so fixtures never touch ~/.config. Then the
# browser test drives headless chromium over the committed Site/ (screenshots in
# .build/artifacts/site/); the closing line, "tests: N passed, N failed", sums up both.
test: deps
	@prefs=$$(mktemp -d); logs=$$(mktemp -d); \
	{ XDG_CONFIG_HOME=$$prefs WIDGETGALLERY_PRIVATE_PREFERENCES=$$prefs $(SWIFT) test --disable-swift-testing $(SWIFT_BUILD_FLAGS); \
	  echo $$? > $$logs/swift-status; } 2>&1 | tee $$logs/swift-test.log; \
	rm -rf $$prefs; \
	{ python3 scripts/browser-test.py; echo $$? > $$logs/browser-status; } 2>&1 | tee $$logs/browser-test.log; \
	swift_status=$$(cat $$logs/swift-status); browser_status=$$(cat $$logs/browser-status); \
	xctest=$$(grep -E 'Executed [0-9]+ tests?' $$logs/swift-test.log | tail -1 | sed 's/^[[:space:]]*//'); \
	browser=$$(grep -E '^browser test: ' $$logs/browser-test.log | tail -1); \
	rm -rf $$logs; \
	echo "make test: XCTest $${xctest:-did not run (exit $$swift_status)}; $${browser:-browser test did not run (exit $$browser_status)}"; \
	x_run=$$(echo "$$xctest" | sed -n 's/^Executed \([0-9]*\) tests\{0,1\}, with .*/\1/p'); \
	x_skipped=$$(echo "$$xctest" | sed -n 's/^Executed [0-9]* tests\{0,1\}, with \([0-9]*\) tests\{0,1\} skipped and .*/\1/p'); \
	x_failed=$$(echo "$$xctest" | sed -n 's/^Executed [0-9]* tests\{0,1\}, with \(.* skipped and \)\{0,1\}\([0-9]*\) failures\{0,1\}.*/\2/p'); \
	b_passed=$$(echo "$$browser" | sed -n 's/^browser test: \([0-9]*\) passed, \([0-9]*\) failed.*/\1/p'); \
	b_failed=$$(echo "$$browser" | sed -n 's/^browser test: \([0-9]*\) passed, \([0-9]*\) failed.*/\2/p'); \
	failed=$$(( $${x_failed:-0} + $${b_failed:-0} )); \
	[ "$$swift_status" = 0 ] || [ "$$failed" -gt 0 ] || failed=1; \
	[ "$$browser_status" = 0 ] || [ "$$failed" -gt 0 ] || failed=1; \
	echo "tests: $$(( $${x_run:-0} - $${x_failed:-0} - $${x_skipped:-0} + $${b_passed:-0} )) passed, $$failed failed, $${x_skipped:-0} skipped"; \
	[ "$$swift_status" = 0 ] && [ "$$browser_status" = 0 ]

# Every benchmark, each printing its own baseline measured in the same run.
benchmark: deps
	$(SWIFT) run -c release layout-benchmark
	$(SWIFT) run -c release svg-benchmark
	$(SWIFT) run -c release diff-benchmark
	$(SWIFT) run -c release snapshot-benchmark
	$(SWIFT) run -c release site-benchmark

clean:
	rm -rf .build
