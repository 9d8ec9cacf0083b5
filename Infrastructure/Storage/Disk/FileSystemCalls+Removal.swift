#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystemCalls {
    /// Removes whatever is at `path`, a directory with everything in it; false when nothing was there.
    ///
    /// A symbolic link is removed itself, never followed.
    @discardableResult
    static func removeItem(_ path: String) throws(SystemCallError) -> Bool {
        guard let status = try linkStatus(atPath: path) else { return false }
        guard status.kind == .directory else { return try remove(path) }
        // Depth first without recursion, so a deeply nested hostile tree cannot exhaust the stack.
        var pending = [(path: path, isListed: false)]
        while let (directory, isListed) = pending.popLast() {
            if isListed {
                guard directory.withCString({ rmdir($0) }) == 0 || errno == ENOENT else {
                    throw SystemCallError(call: "rmdir")
                }
                continue
            }
            pending.append((directory, true))
            for name in try contentsOfDirectory(directory) ?? [] {
                let child = directory + "/" + name
                if try linkStatus(atPath: child)?.kind == .directory {
                    pending.append((child, false))
                } else {
                    try remove(child)
                }
            }
        }
        return true
    }
}
