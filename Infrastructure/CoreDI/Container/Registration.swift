/// One registered key and how to produce its value; `TypedRegistration` is the only conformance.
protocol Registration: AnyObject, Sendable {
    /// The key the registration answers.
    var key: DependencyKey { get }

    /// A registration that produces values the same way but has not made its singleton yet; instances and
    /// transients have no state to reset and return themselves.
    func verificationCopy() -> any Registration

    /// Resolves this registration's key through `registry` as a resolve of its own, discarding the value.
    func probe(through registry: Registry) throws(DependencyError)
}
