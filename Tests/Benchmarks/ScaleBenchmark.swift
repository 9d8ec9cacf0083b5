import Foundation

/// `Benchmarks scale`: the replica serving generated universes of 1k, 10k and 100k characters, each in a child
/// process of its own; page loads and the cache should stay flat, memory should grow only with the dataset.
enum ScaleBenchmark: BenchmarkSuite {
    static let name = "scale"
    static let summary = "page load, disk cache and peak memory at 1k/10k/100k generated characters vs 1k"
    /// The universes measured: 1k, 10k and 100k characters, or 1k and 10k in a short run.
    static func sizes(_ mode: BenchmarkMode) -> [Int] {
        mode.pick(full: [1_000, 10_000, 100_000], short: [1_000, 10_000])
    }

    /// The most the child's peak memory may grow per byte of dataset JSON added, from 1k characters to the largest.
    static let maxMemoryPerDatasetByte = 2.0

    /// A figure to compare across sizes, with the growth it may show against the 1k size.
    private struct Metric: Sendable {
        let name: String
        let unit: String
        let maxRatio: Double?
        let value: @Sendable (ScaleFigures) -> Double
    }

    private static let metrics = [
        Metric(name: "page 42 load", unit: "ms", maxRatio: 1.5) { $0.page42Milliseconds },
        Metric(name: "last page load", unit: "ms", maxRatio: 1.5) { $0.lastPageMilliseconds },
        Metric(name: "disk cache after 5 pages", unit: "KB", maxRatio: 1.2) { Double($0.cacheBytes) / 1024 },
        Metric(name: "peak memory", unit: "MB", maxRatio: nil) { Double($0.peakMemoryBytes) / 1_048_576 },
        Metric(name: "dataset as JSON", unit: "MB", maxRatio: nil) { Double($0.datasetBytes) / 1_048_576 },
        Metric(name: "generate + render", unit: "ms", maxRatio: nil) { $0.startupMilliseconds },
    ]

    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool {
        var figures: [ScaleFigures] = []
        for size in sizes(mode) {
            figures.append(try await measureInChildProcess(size: size, mode: mode))
        }
        guard let baseline = figures.first else { return false }
        var table = ResultTable()
        for metric in metrics {
            for sized in figures {
                table.add(
                    "\(metric.name), \(sized.characters / 1_000)k characters", value: metric.value(sized),
                    baseline: metric.value(baseline), unit: metric.unit, maxRatio: metric.maxRatio)
            }
        }
        print("each size in its own process; page loads: URLSession + CachedFetcher (refresh: network, then stored)")
        print(
            "+ decode, best of \(mode.stopwatch.rounds) rounds of 20; cache: DiskCache after pages 1, 2, 3, 42 and the last"
        )
        print("ratio = the figure relative to the 1k-character universe measured in the same run\n")
        print(table.render())
        var memoryMet = true
        if let largest = figures.last, largest.datasetBytes > baseline.datasetBytes {
            let perByte =
                Double(largest.peakMemoryBytes - baseline.peakMemoryBytes)
                / Double(largest.datasetBytes - baseline.datasetBytes)
            memoryMet = perByte <= maxMemoryPerDatasetByte
            print(
                "\npeak memory grows by \(String(format: "%.1f", perByte)) bytes per byte of dataset JSON added "
                    + "(target <= \(String(format: "%.0f", maxMemoryPerDatasetByte)): \(memoryMet ? "yes" : "NO"))")
        }
        return table.allTargetsMet && memoryMet
    }

    /// Runs `Benchmarks scale-child --size <size>` (with `--short` in a short run) and reads its figures.
    private static func measureInChildProcess(size: Int, mode: BenchmarkMode) async throws -> ScaleFigures {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return try await withCheckedThrowingContinuation { continuation in
            // Reading the child's output blocks, so it happens on a thread of its own, not the cooperative pool.
            Thread {
                continuation.resume(
                    with: Result {
                        let process = Process()
                        process.executableURL = executable
                        process.arguments =
                            [childCommand, "--size", String(size)]
                            + mode.pick(full: [], short: [BenchmarkMode.shortFlag])
                        let output = Pipe()
                        process.standardOutput = output
                        try process.run()
                        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                        process.waitUntilExit()
                        let line = text.split(separator: "\n").first { $0.hasPrefix(ScaleFigures.linePrefix) }
                        guard process.terminationStatus == 0, let line else {
                            throw ChildFailed(size: size, status: process.terminationStatus, output: text)
                        }
                        return try JSONDecoder().decode(
                            ScaleFigures.self, from: Data(line.dropFirst(ScaleFigures.linePrefix.count).utf8))
                    })
            }.start()
        }
    }

    struct ChildFailed: Error, CustomStringConvertible {
        let size: Int
        let status: Int32
        let output: String

        var description: String { "the scale child for \(size) characters exited with \(status): \(output)" }
    }
}
