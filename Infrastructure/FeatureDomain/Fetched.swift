import Foundation

/// A loaded value and where it came from: the one freshness type every feature's Domain uses.
public struct Fetched<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// The network, current saved data, or saved data standing in offline.
    public var source: DataSource
    /// The bytes the server sent for exactly this value (an item's record), as it sent them; nil otherwise.
    public var record: Data?

    /// Creates a loaded value; from the network unless said otherwise.
    public init(value: Value, source: DataSource = .network, record: Data? = nil) {
        self.value = value
        self.source = source
        self.record = record
    }

    /// When the saved data shown was stored, if it stands in offline (for an offline notice); nil otherwise.
    public var staleSince: Date? {
        source.standingInSince
    }

    /// Applies `transform` to the value, keeping the source and the record it was read from.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
        Fetched<Other>(value: try transform(value), source: source, record: record)
    }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}
