/// What a fault injector has done so far.
public struct FaultReport: Sendable, Equatable {
    /// The requests it has seen.
    public var requests: Int
    /// The faults it injected, by kind.
    public var injected: [FaultKind: Int]

    /// Creates a report.
    public init(requests: Int = 0, injected: [FaultKind: Int] = [:]) {
        self.requests = requests
        self.injected = injected
    }

    /// The number of faults of every kind together.
    public var totalInjected: Int { injected.values.reduce(0, +) }

    /// The number of faults of `kind`.
    public func count(of kind: FaultKind) -> Int { injected[kind, default: 0] }
}
