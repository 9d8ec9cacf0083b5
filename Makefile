# Shortcuts for the commands CI runs (.ci/run). Nothing here is required: each line is plain `swift`.
SOURCES = Package.swift App Features Infrastructure Tests

.PHONY: build format lint check test test-tsan smoke ci

build:
	swift build --build-tests --explicit-target-dependency-import-check=error

format:
	swift format format --in-place --recursive --parallel $(SOURCES)

lint:
	swift format lint --strict --recursive --parallel $(SOURCES)

check: build lint

test:
	swift test

test-tsan:
	swift test --sanitize=thread --scratch-path .build-tsan

smoke:
	swift run App

ci:
	.ci/run
