import Foundation
import HeadlessHost
import SharedPresentation
import Storage

/// Entries and bytes of one tier, as JSON shows them.
struct CacheTierCounts: Encodable, Hashable, Sendable {
    var entries: Int
    var bytes: Int

    init(_ statistics: CacheStatistics) {
        entries = statistics.entryCount
        bytes = statistics.byteCount
    }
}

/// `cache stats`: entries and bytes per tier.
struct CacheStatisticsReport: CommandReport {
    let directory: URL?
    let memory: CacheStatistics?
    let disk: CacheStatistics?

    var total: CacheStatistics {
        let tiers = [memory, disk].compactMap { $0 }
        return CacheStatistics(
            entryCount: tiers.map(\.entryCount).reduce(0, +), byteCount: tiers.map(\.byteCount).reduce(0, +))
    }

    var text: String {
        [
            directory.map { "cache directory: \($0.path)" } ?? "cache directory: none (--no-cache)",
            "  memory: " + Self.tier(memory),
            "  disk:   " + Self.tier(disk),
            "  total:  " + Self.tier(total),
        ]
        .joined(separator: "\n")
    }

    private static func tier(_ statistics: CacheStatistics?) -> String {
        guard let statistics else { return "disabled" }
        let noun = statistics.entryCount == 1 ? "entry" : "entries"
        return "\(statistics.entryCount) \(noun), \(ByteCountText.text(statistics.byteCount))"
    }

    private enum Key: String, CodingKey {
        case directory, memory, disk, total
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(directory?.path, forKey: .directory)
        try container.encode(memory.map(CacheTierCounts.init), forKey: .memory)
        try container.encode(disk.map(CacheTierCounts.init), forKey: .disk)
        try container.encode(CacheTierCounts(total), forKey: .total)
    }
}

/// `cache verify`: what the check of every disk entry found; no report when the disk cache is disabled.
struct CacheVerification: CommandReport {
    let directory: URL?
    let report: CacheVerificationReport?

    var text: String {
        guard let report, let directory else {
            return "cache verify: the disk cache is disabled (--no-cache); nothing to check"
        }
        let verdict = report.isHealthy ? "cache verified" : "cache damaged"
        let summary =
            "\(verdict): \(report.intactCount) intact, \(report.expiredCount) expired and removed, "
            + "\(report.removedFiles.count) damaged and removed (\(directory.path))"
        let removed = report.removedFiles.map { "  removed \($0.name): \($0.problem)" }
        return ([summary] + removed).joined(separator: "\n")
    }

    private struct Removed: Encodable {
        var name: String
        var problem: String
    }

    private enum Key: String, CodingKey {
        case directory, healthy, intact, expired, damaged, removed
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(directory?.path, forKey: .directory)
        try container.encode(report?.isHealthy ?? true, forKey: .healthy)
        try container.encode(report?.intactCount ?? 0, forKey: .intact)
        try container.encode(report?.expiredCount ?? 0, forKey: .expired)
        try container.encode(report?.removedFiles.count ?? 0, forKey: .damaged)
        try container.encode(
            (report?.removedFiles ?? []).map { Removed(name: $0.name, problem: $0.problem) }, forKey: .removed)
    }
}

/// `cache clear`: what was removed.
struct CacheClearing: CommandReport {
    let directory: URL?
    let entries: Int
    let bytes: Int

    var text: String {
        "cache cleared: removed \(entries) entries (\(ByteCountText.text(bytes)))"
            + (directory.map { " from \($0.path)" } ?? "")
    }

    private enum Key: String, CodingKey {
        case directory, removedEntries, removedBytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(directory?.path, forKey: .directory)
        try container.encode(entries, forKey: .removedEntries)
        try container.encode(bytes, forKey: .removedBytes)
    }
}
