/// Lets a value through only when it differs from the last one let through: the same query never runs twice in a row.
public struct DuplicateSuppressor<Value: Equatable> {
    /// The last value let through, if any.
    public private(set) var lastValue: Value?

    /// Creates a suppressor that has let nothing through yet.
    public init() {}

    /// Returns true, and remembers `value`, when it differs from the last value let through.
    public mutating func admit(_ value: Value) -> Bool {
        guard value != lastValue else { return false }
        lastValue = value
        return true
    }

    /// Forgets the last value, so the next one is let through even if it is the same (after a failed search).
    public mutating func reset() {
        lastValue = nil
    }
}
