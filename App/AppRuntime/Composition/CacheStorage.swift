import Foundation
import Storage

/// Where the App keeps what it fetched: a memory tier in front of a disk tier at `--cache-dir` (or the platform's
/// cache folder), or nothing at all with `--no-cache`.
struct CacheStorage {
    /// The store the fetcher reads and writes.
    let store: any ByteStore
    /// The memory tier, nil with `--no-cache`.
    let memory: MemoryCache?
    /// The disk tier, nil with `--no-cache`.
    let disk: DiskCache?

    /// The storage `options` ask for; `environment` and `homeDirectory` locate the platform's cache folder.
    init(options: GlobalOptions, environment: [String: String], homeDirectory: URL) {
        guard !options.disablesCache else {
            store = NullByteStore()
            memory = nil
            disk = nil
            return
        }
        let location =
            options.cacheDirectory.map(CacheLocation.init(directory:))
            ?? CacheLocation.platformDefault(
                environment: environment, homeDirectory: homeDirectory)
        let memory = MemoryCache()
        let disk = DiskCache(
            directory: location.directory, maximumPayloadBytes: HTTPClientStack.maximumResponseBytes)
        self.memory = memory
        self.disk = disk
        store = TieredCache(memory: memory, disk: disk)
    }

    /// The same storage seen through `store` (a key-rewriting layer, say).
    private init(store: any ByteStore, memory: MemoryCache?, disk: DiskCache?) {
        self.store = store
        self.memory = memory
        self.disk = disk
    }

    /// This storage with keys under `prefix` filed under `stablePrefix` (see `StableKeyByteStore`).
    func filing(_ prefix: String, as stablePrefix: String) -> CacheStorage {
        CacheStorage(
            store: StableKeyByteStore(store: store, prefix: prefix, stablePrefix: stablePrefix), memory: memory,
            disk: disk)
    }
}
