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

# Tests run with a private UserDefaults folder, so fixtures never touch ~/.config.
test: deps
	@prefs=$$(mktemp -d); \
	XDG_CONFIG_HOME=$$prefs WIDGETGALLERY_PRIVATE_PREFERENCES=$$prefs $(SWIFT) test --disable-swift-testing $(SWIFT_BUILD_FLAGS); \
	status=$$?; rm -rf $$prefs; exit $$status

benchmark: deps
	$(SWIFT) run -c release layout-benchmark
	$(SWIFT) run -c release svg-benchmark

clean:
	rm -rf .build
