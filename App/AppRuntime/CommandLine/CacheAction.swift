/// What `cache` does with the on-disk cache.
public enum CacheAction: String, CaseIterable, Hashable, Sendable {
    /// Prints what the cache holds.
    case stats
    /// Checks every entry and reports the damaged ones.
    case verify
    /// Removes everything.
    case clear
}
