# Shortcuts for the commands CI runs (.ci/run). Nothing here is required: each line is plain `swift`.
SOURCES = Package.swift App Features Infrastructure Tests

.PHONY: build format lint check test test-no-snapshot test-tsan smoke bench-short new-feature ci

build:
	swift build --build-tests --explicit-target-dependency-import-check=error

format:
	swift format format --in-place --recursive --parallel $(SOURCES)

lint:
	swift format lint --strict --recursive --parallel $(SOURCES)

check: build lint

test:
	swift test

# The tests as on a fresh clone: the API snapshot (../shared/data/rickandmorty) hidden, the last build reused.
# (.ci/run also runs them with HOME at an empty folder, through the test binary, and checks it stays empty.)
test-no-snapshot:
	RICKANDMORTY_SNAPSHOT=none swift test --skip-build

# A feature of each shape from the template on a throw-away copy, and the whole test suite there (.ci/run does the
# same in its clean checkout, building incrementally and putting it back, and checks --help and the lint too).
new-feature:
	rm -rf .build/new-feature && git clone --quiet . .build/new-feature/package
	cd .build/new-feature/package && Scripts/new-feature Planets --shape list-detail \
		&& Scripts/new-feature Dimensions --shape list \
		&& Scripts/new-feature Watched --shape saved --noun "watched episode" \
		&& swift build --build-tests && swift test --skip-build

test-tsan:
	RICKANDMORTY_BROWSER=skip swift test --sanitize=thread --scratch-path .build-tsan

smoke:
	swift run App

# Every benchmark suite once, in a few rounds (release build): fails when a suite cannot run, never on its ratios.
bench-short:
	swift build -c release --product App
	swift build -c release --product Benchmarks
	.build/release/Benchmarks all --short

ci:
	.ci/run
