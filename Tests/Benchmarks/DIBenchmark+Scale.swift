import CoreDI

extension DIBenchmark {
    /// Registration, verification and resolve cost with 1,000 registrations.
    static func measureScale(into table: inout ResultTable, mode: BenchmarkMode) throws {
        let (large, nodes) = try DIScaleFixture.makeContainer(count: 1_000)
        let register = try Stopwatch(rounds: mode.pick(full: 5, short: 1), warmupIterations: 1)
            .nanosecondsPerOperation(iterations: 1) {
                blackHole(try DIScaleFixture.makeContainer(registering: nodes))
            }
        table.add("1,000 registrations: register all", value: register / 1_000_000, baseline: nil, unit: "ms")

        let (verify, resolveAll) = try bestOfAlternating(rounds: mode.pick(full: 5, short: 1), iterations: 1) {
            try large.verify()
        } baseline: {
            for node in nodes {
                try node.resolve(large)
            }
        }
        table.add(
            "1,000 registrations: verify vs resolving each once",
            value: verify / 1_000_000, baseline: resolveAll / 1_000_000, unit: "ms")

        let (small, _) = try DIScaleFixture.makeContainer(count: 1)
        let root = DIScaleFixture.access(index: 0)
        let (largeResolve, smallResolve) = try bestOfAlternating(
            rounds: mode.pick(full: 151, short: 5), iterations: mode.pick(full: 20_000, short: 2_000)
        ) {
            try root.resolve(large)
        } baseline: {
            try root.resolve(small)
        }
        table.add(
            "1,000 registrations: resolve vs 1 registration",
            value: largeResolve, baseline: smallResolve, unit: "ns", maxRatio: 1.5)
    }
}
