/// Something that hands out dependencies by type (and optional name); factories receive one to build their own.
///
/// A factory may keep its resolver to resolve later (a screen factory, say); that keeps its registrations alive.
public protocol Resolver: Sendable {
    /// Returns the value registered for `type` under `name`, or throws a `DependencyError` naming what is missing
    /// and the resolution path that needed it.
    func resolve<T: Sendable>(_ type: T.Type, name: String?) throws(DependencyError) -> T
}

extension Resolver {
    /// Returns the value registered for `type` without a name.
    @inlinable
    public func resolve<T: Sendable>(_ type: T.Type = T.self) throws(DependencyError) -> T {
        try resolve(type, name: nil)
    }

    /// Resolves every one of `types`, in order; when several fail, throws `.verificationFailed` listing each, so
    /// verification reports every missing registration at once instead of the first.
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
        func unwrap<Value>(_ value: Value?) throws(DependencyError) -> Value {
            guard let value else { throw .verificationFailed(problems) }
            return value
        }
        return (repeat try unwrap(each values))
    }
}
