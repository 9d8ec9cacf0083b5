import Console
import SharedPresentation
import Storage

/// Runs `cache stats|verify|clear` on the App's cache tiers and prints what it found.
///
/// `stats` lists entries and bytes per tier, `verify` checks every disk entry's integrity and removes the damaged
/// ones (exit 1 when there were any), `clear` empties both tiers. Without a disk tier (`--no-cache`) there is
/// nothing on disk to inspect, which is reported, not an error.
public struct CacheCommandRunner: Sendable {
    private let memory: MemoryCache?
    private let disk: DiskCache?
    private let streams: OutputStreams

    /// Creates a runner over the App's tiers; `disk` is nil when the cache is disabled.
    public init(memory: MemoryCache?, disk: DiskCache?, streams: OutputStreams) {
        self.memory = memory
        self.disk = disk
        self.streams = streams
    }

    /// Runs `action`: success, or failure when verification removed damaged entries or the cache was unusable.
    public func run(_ action: CacheAction) -> ExitCode {
        do throws(StorageError) {
            switch action {
            case .stats:
                try printStatistics()
                return .success
            case .verify:
                return try verify()
            case .clear:
                try clear()
                return .success
            }
        } catch {
            streams.standardError.writeLine("cache \(action.rawValue) failed: \(error.description)")
            return .failure
        }
    }

    private func printStatistics() throws(StorageError) {
        let memoryStatistics = memory?.statistics()
        let diskStatistics = try disk?.statistics()
        let total = [memoryStatistics, diskStatistics].compactMap { $0 }
        streams.standardOutput.writeLine(CacheCommandText.location(disk))
        streams.standardOutput.writeLine("  memory: " + CacheCommandText.tier(memoryStatistics))
        streams.standardOutput.writeLine("  disk:   " + CacheCommandText.tier(diskStatistics))
        streams.standardOutput.writeLine(
            "  total:  "
                + CacheCommandText.tier(
                    CacheStatistics(
                        entryCount: total.map(\.entryCount).reduce(0, +),
                        byteCount: total.map(\.byteCount).reduce(0, +)
                    )
                )
        )
    }

    private func verify() throws(StorageError) -> ExitCode {
        guard let disk else {
            streams.standardOutput.writeLine("cache verify: the disk cache is disabled (--no-cache); nothing to check")
            return .success
        }
        let report = try disk.verify()
        streams.standardOutput.writeLine(CacheCommandText.verification(report, directory: disk.directory))
        for removed in report.removedFiles {
            streams.standardOutput.writeLine("  removed \(removed.name): \(removed.problem)")
        }
        return report.isHealthy ? .success : .failure
    }

    private func clear() throws(StorageError) {
        let before = try disk?.statistics()
        let memoryBefore = memory?.statistics()
        memory?.removeAll()
        try disk?.removeAll()
        let entries = (before?.entryCount ?? 0) + (memoryBefore?.entryCount ?? 0)
        let bytes = (before?.byteCount ?? 0) + (memoryBefore?.byteCount ?? 0)
        streams.standardOutput.writeLine(
            "cache cleared: removed \(entries) entries (\(ByteCountText.text(bytes)))"
                + (disk.map { " from \($0.directory.path)" } ?? "")
        )
    }
}
