import Synchronization

/// A registration producing values of `T`: a factory, plus the shared value once a singleton or instance has one.
final class TypedRegistration<T: Sendable>: Registration, @unchecked Sendable {
    // @unchecked: inherited from `Registration`; this class adds only a Sendable closure and atomics.
    typealias Factory = @Sendable (any Resolver) throws -> T

    private let factory: Factory
    // The shared value lives in raw memory rather than a generic box class: reading it then needs no generic
    // metadata lookup, which would dominate the resolve of a singleton.
    private let stored = Atomic<UnsafeMutableRawPointer?>(nil)
    private let isCreating = Atomic<Bool>(false)
    private let trailingPadding = CacheLinePadding()

    init(key: DependencyKey, scope: Scope, factory: @escaping Factory) {
        self.factory = factory
        super.init(key: key, kind: scope == .singleton ? .singleton : .transient)
    }

    init(key: DependencyKey, instance: T) {
        self.factory = { _ in instance }
        super.init(key: key, kind: .instance)
        publish(instance)
    }

    deinit {
        guard let raw = stored.load(ordering: .acquiring) else { return }
        raw.assumingMemoryBound(to: T.self).deinitialize(count: 1)
        raw.deallocate()
    }

    override func verificationCopy() -> Registration {
        kind == .singleton ? TypedRegistration(key: key, scope: .singleton, factory: factory) : self
    }

    override func probe(through registry: Registry) throws(DependencyError) {
        _ = try registry.resolve(T.self, name: key.name)
    }

    /// The value for one resolve: a new one from the factory (transient) or the shared one, created on first use.
    @inline(__always)
    func value(
        state: UnsafeMutablePointer<ResolutionState>,
        via resolver: Unmanaged<ResolverBox>,
        owner: Unmanaged<Registry>
    ) throws(DependencyError) -> T {
        if kind == .transient {
            return try make(state: state, via: resolver)
        }
        if let raw = stored.load(ordering: .acquiring) {
            return raw.assumingMemoryBound(to: T.self).pointee
        }
        return try createShared(state: state, owner: owner)
    }

    private func make(
        state: UnsafeMutablePointer<ResolutionState>,
        via resolver: Unmanaged<ResolverBox>
    ) throws(DependencyError) -> T {
        let depth = state.pointee.depth
        guard depth < DependencyContainer.maximumDepth else { throw .suspectedCycle(at: key) }
        state.pointee.depth = depth + 1
        defer { state.pointee.depth = depth }
        do {
            return try resolver._withUnsafeGuaranteedRef { box in try factory(box.resolver) }
        } catch let error as DependencyError {
            let outer = error.prepending(key)
            throw depth == 0 ? outer.completingCycle(limit: DependencyContainer.maximumDepth) : outer
        } catch {
            throw .factoryFailed(key, path: [key], underlying: error)
        }
    }

    // A singleton resolves its dependencies from the container that registered it (`owner`), never from the child it
    // was resolved through, so a child's overrides cannot leak into the shared instance.
    private func createShared(
        state: UnsafeMutablePointer<ResolutionState>,
        owner: Unmanaged<Registry>
    ) throws(DependencyError) -> T {
        try SingletonCreationLock.withLock { () throws(DependencyError) -> T in
            if let raw = stored.load(ordering: .acquiring) {
                return raw.assumingMemoryBound(to: T.self).pointee
            }
            guard !isCreating.load(ordering: .relaxed) else { throw .suspectedCycle(at: key) }
            isCreating.store(true, ordering: .relaxed)
            let ownerResolver = ResolverBox(registry: owner.takeUnretainedValue())
            let saved = state.pointee.resolver
            state.pointee.resolver = Unmanaged.passUnretained(ownerResolver)
            defer {
                state.pointee.resolver = saved
                isCreating.store(false, ordering: .relaxed)
                withExtendedLifetime(ownerResolver) {}
            }
            let value = try make(state: state, via: Unmanaged.passUnretained(ownerResolver))
            publish(value)
            return value
        }
    }

    // The value gets cache lines of its own: it is read on every resolve, and must not share a line with memory
    // that is written often, such as the reference count of the object it refers to (allocated just before it).
    private func publish(_ value: T) {
        let lineSize = CacheLinePadding.lineSize
        let storage = UnsafeMutableRawPointer.allocate(
            byteCount: max(lineSize, (MemoryLayout<T>.size + lineSize - 1) / lineSize * lineSize),
            alignment: max(lineSize, MemoryLayout<T>.alignment)
        )
        storage.initializeMemory(as: T.self, to: value)
        stored.store(storage, ordering: .releasing)
    }
}
