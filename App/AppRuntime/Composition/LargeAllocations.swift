#if canImport(Glibc)
    import Glibc
#endif

/// How the process's allocator treats large blocks, such as response bodies of up to 4 MB.
enum LargeAllocations {
    /// Has every block of 64 kB or more mapped on its own and returned to the system when freed (glibc only).
    ///
    /// glibc raises that threshold after the first large block is freed, and then keeps freed bodies in its arenas
    /// (one per thread that allocated): a crawl of 4 MB pages at 16 loads at once held about twice its in-flight
    /// bytes. `mallopt` is not in Swift's Glibc module, so it is looked up by name.
    static func returnToTheSystemWhenFreed() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
            guard let symbol = dlsym(nil, "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 64 << 10)
        #endif
    }
}
