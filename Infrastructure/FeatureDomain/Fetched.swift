import Foundation

/// A loaded value and how fresh it is: the one freshness type every feature's Domain uses.
public struct Fetched<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Whether it is current or stale saved data.
    public var freshness: Freshness

    /// Creates a loaded value; fresh unless said otherwise.
    public init(value: Value, freshness: Freshness = .fresh) {
        self.value = value
        self.freshness = freshness
    }

    /// When the saved data shown was stored, if it is stale (for an offline notice); nil when current.
    public var staleSince: Date? {
        if case .stale(let savedAt) = freshness { savedAt } else { nil }
    }

    /// Applies `transform` to the value, keeping the freshness.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
        Fetched<Other>(value: try transform(value), freshness: freshness)
    }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}
