import Foundation
import Locking

/// Keep-alive clients that ask a loopback server for targets in a loop, each on its own thread, and count answers.
struct LoopbackLoad: Sendable {
    /// How many rounds each load gets, and how long each lasts.
    struct Rounds: Sendable {
        var count: Int
        var duration: Duration

        /// 5 rounds of 300 ms, or 1 of 100 ms in a short run.
        init(_ mode: BenchmarkMode) {
            count = mode.pick(full: 5, short: 1)
            duration = mode.pick(full: .milliseconds(300), short: .milliseconds(100))
        }
    }

    let targets: [String]
    let clients: Int
    let port: UInt16

    /// The best requests per second of each load over `rounds`, the loads taking turns round by round.
    static func bestRates(of loads: [LoopbackLoad], rounds: Rounds) throws -> [Double] {
        let connected = try loads.map { load in try (0..<load.clients).map { _ in try LoopbackClient(port: load.port) }
        }
        for (load, clients) in zip(loads, connected) {
            for client in clients { _ = try client.get(load.targets[0]) }
        }
        var best = Array(repeating: 0.0, count: loads.count)
        for _ in 0..<rounds.count {
            for (index, load) in loads.enumerated() {
                best[index] = max(
                    best[index], try load.requestsPerSecond(using: connected[index], for: rounds.duration))
            }
        }
        return best
    }

    private func requestsPerSecond(using clients: [LoopbackClient], for duration: Duration) throws -> Double {
        let completed = Locked(0)
        let failure = Locked<(any Error)?>(nil)
        let finished = DispatchGroup()
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + duration
        for client in clients {
            finished.enter()
            Thread { [targets] in
                var requests = 0
                do {
                    while clock.now < deadline {
                        _ = try client.get(targets[requests % targets.count])
                        requests += 1
                    }
                } catch {
                    failure.withLock { $0 = error }
                }
                completed.withLock { $0 += requests }
                finished.leave()
            }.start()
        }
        finished.wait()
        if let error = failure.withLock({ $0 }) { throw error }
        return Double(completed.withLock { $0 }) / (start.duration(to: clock.now).nanoseconds / 1e9)
    }
}
