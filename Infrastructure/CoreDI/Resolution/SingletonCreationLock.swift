import Foundation

/// The one lock every singleton creation runs under.
///
/// A single recursive lock cannot deadlock: a singleton's factory may create other singletons on the same thread
/// (re-entering the lock), and two threads can never each hold one singleton while waiting for the other's, which
/// per-singleton locks would allow when singletons depend on each other. Creation happens once per singleton, so
/// serialising it costs nothing on the resolve path; a factory must not block on another thread that resolves a
/// singleton still to be created.
enum SingletonCreationLock {
    private static let lock = NSRecursiveLock()

    static func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
