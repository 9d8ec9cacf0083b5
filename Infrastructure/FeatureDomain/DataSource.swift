import Foundation

/// Where loaded data came from: the server just now, saved data still fresh, or saved data standing in offline.
public enum DataSource: Hashable, Sendable, Codable {
    /// From the server just now: its answer, or its confirmation (a 304) that the saved copy is current.
    case network
    /// Saved earlier (at `savedAt`) and still fresh, so the server was not asked.
    case cache(savedAt: Date)
    /// Saved data (or a crawl) answering because the server could not or may not be asked; nil when none.
    case offline(savedAt: Date?)

    /// When the saved data was stored; nil for the network.
    public var savedAt: Date? {
        switch self {
        case .network: nil
        case .cache(let date): date
        case .offline(let date): date
        }
    }

    /// When the saved data standing in offline was stored; nil unless this is `offline` with a date.
    public var standingInSince: Date? {
        if case .offline(let date) = self { date } else { nil }
    }

    /// The source of data made of all of `sources` (see `combined(with:)`); nil when there are none.
    public static func combining(_ sources: [DataSource]) -> DataSource? {
        sources.first.map { sources.dropFirst().reduce($0) { $0.combined(with: $1) } }
    }

    /// The source of data made of this and `other`: offline, else saved, when either is, at the older time.
    public func combined(with other: DataSource) -> DataSource {
        let dates = [savedAt, other.savedAt].compactMap { $0 }
        switch (self, other) {
        case (.network, .network): return .network
        case (.offline, _), (_, .offline): return .offline(savedAt: dates.min())
        default: return dates.min().map { .cache(savedAt: $0) } ?? .network
        }
    }
}
