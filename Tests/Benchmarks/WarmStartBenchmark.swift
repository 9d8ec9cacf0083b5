import Foundation

/// `Benchmarks warmstart`: `App characters --page 42` on a warm disk cache against `App --version` (process start
/// alone), both run as child processes of the release build.
///
/// `App serve` marks its answers `no-cache`, so a warm run asks again with its validators: every answer must be a
/// 304 with no body, never the page again.
enum WarmStartBenchmark: BenchmarkSuite {
    static let name = "warmstart"
    static let summary = "App characters --page 42 on a warm cache vs App --version (process start); only 304s"
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
        var answers = WarmAnswers()
        for _ in 0..<rounds {
            versionTimes.append(try AppBinary.run(app, ["--version"]).milliseconds)
            let warm = try AppBinary.run(app, browse)
            warmTimes.append(warm.milliseconds)
            answers.count(warm.standardError)
        }

        var table = ResultTable()
        table.add(
            "characters --page \(page), warm cache vs --version", value: warmTimes.median,
            baseline: versionTimes.median, unit: "ms", maxRatio: 1.2)
        table.add(
            "bodies received by the warm runs", value: Double(answers.bodies), baseline: nil, unit: "answers",
            maxValue: 0.5)
        print(table.render())
        print("medians of \(rounds) alternating runs of the release App; \(answers.notModified) answers were 304s")
        return table.allTargetsMet
    }
}
