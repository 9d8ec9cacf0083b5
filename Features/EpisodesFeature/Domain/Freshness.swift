import Foundation

/// Whether loaded data is current, or saved data shown because the network failed.
enum Freshness: Hashable, Sendable {
    /// Fetched just now, or saved recently enough to count as current.
    case fresh
    /// Saved data older than the cache allows, shown because the network could not be reached.
    case stale(savedAt: Date)

    /// The freshness of data made of this and `other`: stale when either is, saved at the older time.
    func combined(with other: Freshness) -> Freshness {
        switch (self, other) {
        case (.fresh, .fresh): .fresh
        case (.stale(let date), .fresh), (.fresh, .stale(let date)): .stale(savedAt: date)
        case (.stale(let first), .stale(let second)): .stale(savedAt: min(first, second))
        }
    }
}

/// A loaded value and how fresh it is.
struct Fetched<Value: Sendable>: Sendable {
    /// The value.
    var value: Value
    /// Whether it is current or stale saved data.
    var freshness: Freshness

    /// Applies `transform` to the value, keeping the freshness.
    func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
        Fetched<Other>(value: try transform(value), freshness: freshness)
    }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}
