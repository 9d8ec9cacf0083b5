#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the resolution running on one thread needs across nested factories: how deep it is, and the resolver the
/// current factories were handed (so nested resolves pass it on instead of boxing a new one).
///
/// Factories are synchronous, so a whole resolution runs on one thread; keeping this per thread rather than in the
/// `Resolver` value lets factories receive a stored resolver without a reference-count change on every resolve,
/// which would make threads resolving at once contend on one cache line.
struct ResolutionState {
    var depth = 0
    var resolver: Unmanaged<ResolverBox>?

    /// The thread-specific key for the state; registries copy it so the resolve path skips the lazy-global check.
    static let threadKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, { releaseResolutionState($0) }) == 0 ? key : nil
    }()

    /// The calling thread's state (under `key`), created on first use and freed when the thread exits; nil only when
    /// the process has run out of thread-specific keys.
    @inline(__always)
    static func current(key: pthread_key_t?) -> UnsafeMutablePointer<ResolutionState>? {
        guard let key else { return nil }
        if let existing = pthread_getspecific(key) {
            return existing.assumingMemoryBound(to: ResolutionState.self)
        }
        return makeThreadState(key: key)
    }

    /// Runs `body` with a state of its own, for when `current(key:)` has none: resolution still works but cannot see
    /// enclosing resolves on this thread, so a cycle is caught by the stack running out, not by depth.
    static func withTemporary<R, E: Error>(
        _ body: (UnsafeMutablePointer<ResolutionState>) throws(E) -> R
    ) throws(E) -> R {
        var state = ResolutionState()
        return try withUnsafeMutablePointer(to: &state) { (state) throws(E) -> R in try body(state) }
    }

    // Each state gets cache lines of its own: states of different threads written on every resolve must not share
    // a line, or threads resolving at once would slow each other down.
    private static let paddedSize = 128

    private static func makeThreadState(key: pthread_key_t) -> UnsafeMutablePointer<ResolutionState>? {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: paddedSize, alignment: paddedSize)
        let state = raw.initializeMemory(as: ResolutionState.self, repeating: ResolutionState(), count: 1)
        guard pthread_setspecific(key, raw) == 0 else {
            state.deinitialize(count: 1)
            raw.deallocate()
            return nil
        }
        return state
    }
}

private func releaseResolutionState(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    raw.assumingMemoryBound(to: ResolutionState.self).deinitialize(count: 1)
    raw.deallocate()
}
