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

extension Resolver {
    /// Resolves every one of `types`, in order, and returns them together; when several fail, throws
    /// `.verificationFailed` listing each, so verification reports every missing registration at once instead of
    /// the first.
    public func resolveAll<each T: Sendable>(_ types: repeat (each T).Type) throws(DependencyError) -> (repeat each T) {
        var problems: [DependencyError] = []
        func attempt<Value: Sendable>(_ type: Value.Type) -> Value? {
            do {
                return try resolve(type, name: nil)
            } catch {
                problems += error.problems
                return nil
            }
        }
        let values = (repeat attempt(each types))
        if let only = problems.first, problems.count == 1 { throw only }
        guard problems.isEmpty else { throw .verificationFailed(problems) }
        func unwrap<Value>(_ value: Value?) throws(DependencyError) -> Value {
            guard let value else { throw .verificationFailed(problems) }
            return value
        }
        return (repeat try unwrap(each values))
    }
}
