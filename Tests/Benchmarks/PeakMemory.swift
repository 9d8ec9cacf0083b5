#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident memory, from `getrusage(RUSAGE_SELF)`.
enum PeakMemory {
    static func residentBytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
            getrusage(RUSAGE_SELF, &usage)
            return usage.ru_maxrss  // bytes on Darwin
        #endif
    }
}
