import Foundation

/// A loaded value and how current it is: stale values were served from saved data because the network failed.
struct LoadedResource<Value: Sendable>: Sendable {
    let value: Value
    /// True when the value is older than its freshness limit (shown with an offline notice).
    let isStale: Bool
    /// When the value was fetched from the network; nil when nothing had to be loaded (an empty id list).
    let storedAt: Date?

    init(value: Value, isStale: Bool = false, storedAt: Date?) {
        self.value = value
        self.isStale = isStale
        self.storedAt = storedAt
    }

    /// The date to show in an offline notice: when the value is stale, when it was stored.
    var staleSince: Date? {
        isStale ? storedAt : nil
    }

    /// The same freshness around another value.
    func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> LoadedResource<Other> {
        LoadedResource<Other>(value: try transform(value), isStale: isStale, storedAt: storedAt)
    }
}

extension LoadedResource: Equatable where Value: Equatable {}
