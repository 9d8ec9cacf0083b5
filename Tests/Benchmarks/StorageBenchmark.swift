import Foundation
import Storage

/// Cache reads and writes for 1 kB and 30 kB entries, beside plain dictionary lookups and raw file reads and writes.
enum StorageBenchmark: BenchmarkSuite {
    static let name = "storage"
    static let summary = "memory/disk cache hit, miss and write vs dictionary lookup and raw file I/O"

    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("StorageBenchmark-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var table = ResultTable()
        for size in [1_024, 30 * 1_024] {
            try measure(size: size, in: directory, into: &table, mode: mode)
        }
        try measureMisses(in: directory, into: &table, mode: mode)
        print(
            "Storage cache (best of \(mode.stopwatch.rounds) rounds, ns per operation; files in "
                + "\(directory.deletingLastPathComponent().path))"
        )
        print(table.render())
        print(
            """
            baselines: memory → Dictionary lookup; disk hit → Data(contentsOf:) of the same bytes; \
            disk write → Data.write(to:options: .atomic) of the same bytes; misses → FileManager.fileExists
            """)
        return table.allTargetsMet
    }

    private static func measure(
        size: Int, in directory: URL, into table: inout ResultTable, mode: BenchmarkMode
    ) throws {
        let label = size >= 1_024 ? "\(size / 1_024) KB" : "\(size) B"
        let payload = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let key = "https://rickandmortyapi.com/api/character/avatar/\(size).jpeg"
        let stopwatch = mode.stopwatch

        let memory = MemoryCache()
        memory.store(payload, forKey: key, expiresAt: nil)
        let dictionary = [key: payload]
        let memoryHit = stopwatch.nanosecondsPerOperation(iterations: mode.iterations(200_000)) {
            blackHole(memory.entry(forKey: key))
        }
        let dictionaryHit = stopwatch.nanosecondsPerOperation(iterations: mode.iterations(200_000)) {
            blackHole(dictionary[key])
        }
        table.add(
            "memory hit, \(label)", value: memoryHit, baseline: dictionaryHit, unit: "ns", maxValue: 1_000)

        let disk = DiskCache(directory: directory.appendingPathComponent("disk-\(size)", isDirectory: true))
        try disk.store(payload, forKey: key, expiresAt: nil)
        let rawFile = directory.appendingPathComponent("raw-\(size).bin")
        try payload.write(to: rawFile)
        let diskHit = try stopwatch.nanosecondsPerOperation(iterations: mode.iterations(5_000)) {
            blackHole(try disk.entry(forKey: key))
        }
        let rawRead = try stopwatch.nanosecondsPerOperation(iterations: mode.iterations(5_000)) {
            blackHole(try Data(contentsOf: rawFile))
        }
        table.add("disk hit, \(label)", value: diskHit, baseline: rawRead, unit: "ns", maxRatio: 1.5)

        let write = try stopwatch.nanosecondsPerOperation(iterations: mode.iterations(2_000)) {
            try disk.store(payload, forKey: key, expiresAt: nil)
        }
        let rawWrite = try stopwatch.nanosecondsPerOperation(iterations: mode.iterations(2_000)) {
            try payload.write(to: rawFile, options: .atomic)
        }
        table.add("disk write, \(label)", value: write, baseline: rawWrite, unit: "ns", maxRatio: 1.5)
    }

    private static func measureMisses(in directory: URL, into table: inout ResultTable, mode: BenchmarkMode) throws {
        let stopwatch = mode.stopwatch
        let missingKey = "https://rickandmortyapi.com/api/character/?page=999"
        let memory = MemoryCache()
        let dictionary = ["other": Data()]
        let memoryMiss = stopwatch.nanosecondsPerOperation(iterations: mode.iterations(200_000)) {
            blackHole(memory.entry(forKey: missingKey))
        }
        let dictionaryMiss = stopwatch.nanosecondsPerOperation(iterations: mode.iterations(200_000)) {
            blackHole(dictionary[missingKey])
        }
        table.add("memory miss", value: memoryMiss, baseline: dictionaryMiss, unit: "ns", maxValue: 1_000)

        // The key's file is planted by another instance after these caches listed the directory: a miss that
        // opened files would find it, so returning nil shows that a never-written key touches no file.
        let cacheDirectory = directory.appendingPathComponent("misses", isDirectory: true)
        let disk = DiskCache(directory: cacheDirectory)
        let tiered = TieredCache(memory: MemoryCache(), disk: DiskCache(directory: cacheDirectory))
        try tiered.store(Data("warm".utf8), forKey: "warm-up", expiresAt: nil)
        _ = try disk.entry(forKey: "warm-up")
        try DiskCache(directory: cacheDirectory).store(Data("planted".utf8), forKey: missingKey, expiresAt: nil)
        guard try tiered.entry(forKey: missingKey) == nil, try disk.entry(forKey: missingKey) == nil else {
            throw BenchmarkFailure(message: "a miss for a never-written key read a file")
        }
        let missingPath = cacheDirectory.appendingPathComponent("absent.entry").path
        let existenceCheck = stopwatch.nanosecondsPerOperation(iterations: mode.iterations(100_000)) {
            blackHole(FileManager.default.fileExists(atPath: missingPath))
        }
        let diskMiss = try stopwatch.nanosecondsPerOperation(iterations: mode.iterations(100_000)) {
            blackHole(try disk.entry(forKey: missingKey))
        }
        table.add("disk miss (no file read)", value: diskMiss, baseline: existenceCheck, unit: "ns", maxRatio: 1)
        let tieredMiss = try stopwatch.nanosecondsPerOperation(iterations: mode.iterations(100_000)) {
            blackHole(try tiered.entry(forKey: missingKey))
        }
        table.add(
            "memory+disk miss (no file read)", value: tieredMiss, baseline: existenceCheck, unit: "ns", maxRatio: 1)
    }
}

/// A benchmark precondition that did not hold.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
