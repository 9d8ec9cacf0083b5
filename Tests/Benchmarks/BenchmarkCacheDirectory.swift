import Foundation

/// Where a benchmark keeps the disk caches it measures: the package's own `.build/benchmarks` by default (on the
/// disk the checkout is on, and never a folder of the user's), or a directory given with `--cache-dir DIR`.
///
/// Not the system's temporary directory: the cost of creating a file depends on where on the disk it lands. On the
/// machine these figures come from, `/tmp` holds thousands of directories the Swift toolchain leaves behind, and
/// creating a file under it costs 0.2–0.3 ms of kernel time, ten times more than elsewhere on the same ext4 disk
/// (measured with a C loop of `open(O_CREAT)` calls). The App never puts its cache there.
struct BenchmarkCacheDirectory {
    /// The directory holding the rounds' caches; each round makes its own inside it.
    let base: URL
    /// Whether `base` is the default (in the package's `.build`) rather than one the user gave.
    let isDefault: Bool

    /// The directory named by `--cache-dir DIR` in `arguments`, else `.build/benchmarks` in this package.
    init(arguments: [String]) {
        if let index = arguments.firstIndex(of: "--cache-dir"), index + 1 < arguments.count {
            base = URL(fileURLWithPath: arguments[index + 1], isDirectory: true)
                .appendingPathComponent("rick-and-morty-core-benchmarks", isDirectory: true)
            isDefault = false
        } else {
            // This file is Tests/Benchmarks/BenchmarkCacheDirectory.swift.
            base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/benchmarks", isDirectory: true)
            isDefault = true
        }
    }

    /// A new, not yet created directory for one round's cache.
    func roundDirectory() -> URL {
        base.appendingPathComponent("round-\(UUID().uuidString)", isDirectory: true)
    }

    /// Removes every round's cache and the base directory itself.
    func removeAll() {
        try? FileManager.default.removeItem(at: base)
    }

    /// One line telling where the caches are and how to choose.
    var description: String {
        isDefault
            ? "disk caches in \(base.path) (the package's .build; choose another with --cache-dir DIR)"
            : "disk caches in \(base.path) (from --cache-dir)"
    }
}
