import Foundation

/// Whether loaded data is current, or saved data shown because the network failed.
public enum Freshness: Hashable, Sendable {
    /// Fetched just now, or saved recently enough to count as current.
    case fresh
    /// Saved data older than the cache allows, shown because the network could not be reached.
    case stale(savedAt: Date)

    /// The freshness of data made of this and `other`: stale when either is, saved at the older time.
    public func combined(with other: Freshness) -> Freshness {
        switch (self, other) {
        case (.fresh, .fresh): .fresh
        case (.stale(let date), .fresh), (.fresh, .stale(let date)): .stale(savedAt: date)
        case (.stale(let first), .stale(let second)): .stale(savedAt: min(first, second))
        }
    }
}
