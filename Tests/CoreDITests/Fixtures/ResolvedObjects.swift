import Locking

/// Keeps objects resolved on many threads alive, to count them and their distinct identities.
final class ResolvedObjects: Sendable {
    private let objects = Locked<[(any AnyObject & Sendable)?]>([])

    var count: Int {
        objects.withLock { $0.count }
    }

    var distinctCount: Int {
        objects.withLock { Set($0.compactMap { $0.map(ObjectIdentifier.init) }).count }
    }

    func append(_ object: (any AnyObject & Sendable)?) {
        objects.withLock { $0.append(object) }
    }
}

/// Records, from many threads, each expected and actual label that differed.
final class Labels: Sendable {
    private let storage = Locked<[String]>([])

    var mismatches: [String] {
        storage.withLock { $0 }
    }

    func record(expected: String, actual: String?) {
        guard expected != actual else { return }
        storage.withLock { $0.append("expected \(expected), got \(actual ?? "an error")") }
    }
}
