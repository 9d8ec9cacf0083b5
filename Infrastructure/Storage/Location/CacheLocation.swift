import Foundation

/// Where the disk cache lives: the platform's cache directory by default, or a directory the App is given.
public struct CacheLocation: Sendable, Hashable {
    /// The folder inside the platform's cache directory that holds this app's caches.
    public static let applicationFolderName = "rick-and-morty-core"

    /// The cache directory.
    public var directory: URL

    /// A location at `directory`, such as one given by `--cache-dir`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The platform default for this process: `$XDG_CACHE_HOME` or `~/.cache` on Linux, `Caches` on Apple platforms,
    /// plus `rick-and-morty-core`.
    public static var platformDefault: CacheLocation {
        platformDefault(
            environment: ProcessInfo.processInfo.environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser
        )
    }

    /// The platform default computed from an explicit environment and home directory.
    public static func platformDefault(environment: [String: String], homeDirectory: URL) -> CacheLocation {
        #if canImport(Darwin)
            let caches =
                FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
                ?? homeDirectory.appendingPathComponent("Library/Caches", isDirectory: true)
            return CacheLocation(directory: caches.appendingPathComponent(applicationFolderName, isDirectory: true))
        #else
            return linuxDefault(environment: environment, homeDirectory: homeDirectory)
        #endif
    }

    /// The XDG rule: `$XDG_CACHE_HOME` when it is an absolute path, else `~/.cache`; plus `rick-and-morty-core`.
    public static func linuxDefault(environment: [String: String], homeDirectory: URL) -> CacheLocation {
        let base: URL
        if let configured = environment["XDG_CACHE_HOME"], configured.hasPrefix("/") {
            base = URL(fileURLWithPath: configured, isDirectory: true)
        } else {
            base = homeDirectory.appendingPathComponent(".cache", isDirectory: true)
        }
        return CacheLocation(directory: base.appendingPathComponent(applicationFolderName, isDirectory: true))
    }
}
