import Foundation
import Storage

/// Where the App keeps what it fetched: memory in front of disk at `--cache-dir`, or nothing with `--no-cache`.
struct CacheStorage {
    let store: any ByteStore
    let memory: MemoryCache?
    let disk: DiskCache?

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

    private init(store: any ByteStore, memory: MemoryCache?, disk: DiskCache?) {
        self.store = store
        self.memory = memory
        self.disk = disk
    }

    func filing(_ prefix: String, as stablePrefix: String) -> CacheStorage {
        CacheStorage(
            store: StableKeyByteStore(store: store, prefix: prefix, stablePrefix: stablePrefix), memory: memory,
            disk: disk)
    }
}
