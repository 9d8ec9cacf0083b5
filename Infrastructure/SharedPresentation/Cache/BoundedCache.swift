/// Keeps at most `capacity` values, evicting the least recently used: detail screens kept across back and forth.
@MainActor
public final class BoundedCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    /// The most values kept; zero keeps none.
    public let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var useCounter: UInt64 = 0

    /// Creates an empty cache keeping at most `capacity` values (a negative capacity counts as zero).
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The number of values kept.
    public var count: Int {
        entries.count
    }

    /// The keys, least recently used first.
    public var keys: [Key] {
        entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key)
    }

    /// The value for `key`, marked most recently used; nil when it is not kept.
    public func value(forKey key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        entries[key]?.lastUse = nextUse()
        return entries[key]?.value
    }

    /// The value for `key`, made by `make` and inserted when it is not kept yet.
    public func value(forKey key: Key, orInsert make: () throws -> Value) rethrows -> Value {
        if let value = value(forKey: key) {
            return value
        }
        let value = try make()
        insert(value, forKey: key)
        return value
    }

    /// Keeps `value` for `key` as the most recently used; returns the entry evicted to make room, if any.
    @discardableResult
    public func insert(_ value: Value, forKey key: Key) -> (key: Key, value: Value)? {
        guard capacity > 0 else { return (key, value) }
        entries[key] = Entry(value: value, lastUse: nextUse())
        guard entries.count > capacity,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        else { return nil }
        entries[oldest.key] = nil
        return (oldest.key, oldest.value.value)
    }

    /// Removes and returns the value for `key`, if it is kept.
    @discardableResult
    public func removeValue(forKey key: Key) -> Value? {
        entries.removeValue(forKey: key)?.value
    }

    /// Removes every value.
    public func removeAll() {
        entries.removeAll()
    }

    private func nextUse() -> UInt64 {
        useCounter += 1
        return useCounter
    }
}
