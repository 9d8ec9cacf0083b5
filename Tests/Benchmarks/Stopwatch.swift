/// Measures the cost of one operation: the best of several timed rounds, each running the body many times.
struct Stopwatch {
    var rounds = 7
    var warmupIterations = 1_000

    /// Nanoseconds per call of `body`, the minimum over `rounds` rounds of `iterations` calls.
    func nanosecondsPerOperation(iterations: Int, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmupIterations {
            try body()
        }
        var best = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let start = clock.now
            for _ in 0..<iterations {
                try body()
            }
            let elapsed = start.duration(to: clock.now)
            best = min(best, elapsed.nanoseconds / Double(iterations))
        }
        return best
    }

    /// Nanoseconds per call of the async `body`, the minimum over `rounds` rounds of `iterations` calls.
    func nanosecondsPerOperation(iterations: Int, _ body: () async throws -> Void) async rethrows -> Double {
        for _ in 0..<min(warmupIterations, iterations) {
            try await body()
        }
        var best = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let start = clock.now
            for _ in 0..<iterations {
                try await body()
            }
            let elapsed = start.duration(to: clock.now)
            best = min(best, elapsed.nanoseconds / Double(iterations))
        }
        return best
    }
}

extension Duration {
    /// The duration in nanoseconds, as a floating-point number.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Keeps the optimizer from removing work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
