/// One registered key and how to produce its value; `TypedRegistration` is the only subclass.
///
/// `@unchecked Sendable` because a non-final class cannot be checked: its stored properties are immutable and
/// Sendable, and the subclass keeps its mutable state in atomics.
class Registration: @unchecked Sendable {
    enum Kind {
        case transient
        case singleton
        case instance
    }

    private let leadingPadding = CacheLinePadding()  // The subclass adds the trailing one.
    let key: DependencyKey
    let kind: Kind

    init(key: DependencyKey, kind: Kind) {
        self.key = key
        self.kind = kind
    }

    /// A registration that produces values the same way but has not created its singleton yet; instances and
    /// transients have no state to reset and return themselves.
    func verificationCopy() -> Registration {
        self
    }

    /// Resolves this registration's key through `registry`, discarding the value.
    func probe(through registry: Registry) throws(DependencyError) {}
}
