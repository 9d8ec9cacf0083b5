/// Holds the `any Resolver` that factories receive, so it can be passed from this stored property without copying
/// (a copy would retain the registry, and threads resolving at once would contend on its reference count).
final class ResolverBox: Sendable {
    private let leadingPadding = CacheLinePadding()
    let resolver: any Resolver
    let registryID: ObjectIdentifier
    private let trailingPadding = CacheLinePadding()

    init(registry: Registry) {
        self.resolver = registry
        self.registryID = ObjectIdentifier(registry)
    }
}
