import Foundation

/// `Benchmarks warmstart`: `App characters --page 42` on a warm disk cache against `App --version` (process start
/// alone), both run as child processes of the release build; the warm run must send no request.
enum WarmStartBenchmark: BenchmarkSuite {
    static let name = "warmstart"
    static let summary = "App characters --page 42 on a warm cache vs App --version (process start); 0 requests"
    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool {
        let rounds = mode.pick(full: 15, short: 3)
        let app = try AppBinary.locate()
        let dataset = SnapshotDirectory.locate()
        let page = dataset == nil ? 3 : 42
        print(dataset.map { "dataset: \($0.path)" } ?? "dataset: the bundled sample (no snapshot found), page 3")
        let server = try AppBinary.BackgroundApp(app: app, dataset: dataset)
        defer { server.stop() }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("warmstart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let browse = [
            "--api", server.baseURL, "--cache-dir", cache.path, "--verbose", "characters", "--page", String(page),
        ]

        let warmUp = try AppBinary.run(app, browse)
        guard warmUp.status == 0 else {
            throw BenchmarkFailure(message: "the warm-up run failed: \(warmUp.standardError)")
        }
        var versionTimes: [Double] = []
        var warmTimes: [Double] = []
        var requests = 0
        for _ in 0..<rounds {
            versionTimes.append(try AppBinary.run(app, ["--version"]).milliseconds)
            let warm = try AppBinary.run(app, browse)
            warmTimes.append(warm.milliseconds)
            requests += warm.standardError.components(separatedBy: "\n").filter { $0.hasPrefix("[http] GET") }.count
        }

        var table = ResultTable()
        table.add(
            "characters --page \(page), warm cache vs --version", value: warmTimes.median,
            baseline: versionTimes.median, unit: "ms", maxRatio: 1.2)
        table.add(
            "requests sent by the warm runs", value: Double(requests), baseline: nil, unit: "requests",
            maxValue: 0.5)
        print(table.render())
        print("medians of \(rounds) alternating runs of the release App")
        return table.allTargetsMet
    }
}
