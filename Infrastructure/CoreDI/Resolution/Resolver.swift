/// Something that hands out dependencies by type (and optional name); factories receive one to build their own.
///
/// A `Resolver` handed to a factory may be kept and used later (for example by a screen factory that builds screens
/// on demand): it keeps the registrations it resolves from alive.
public protocol Resolver: Sendable {
    /// Returns the value registered for `type` under `name`, or throws a `DependencyError` that says what is missing
    /// and the resolution path that needed it.
    func resolve<T: Sendable>(_ type: T.Type, name: String?) throws(DependencyError) -> T
}

extension Resolver {
    /// Returns the value registered for `type` without a name.
    @inlinable
    public func resolve<T: Sendable>(_ type: T.Type = T.self) throws(DependencyError) -> T {
        try resolve(type, name: nil)
    }
}
