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

    /// The platform default for this process: `$XDG_CACHE_HOME` or `~/.cache` on Linux, `Caches` on Apple platforms.
    public static var platformDefault: CacheLocation {
        platformDefault(
            environment: ProcessInfo.processInfo.environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser
        )
    }

    /// The platform default computed from an explicit environment and home directory.
    public static func platformDefault(environment: [String: String], homeDirectory: URL) -> CacheLocation {
        #if canImport(Darwin)
            CacheLocation(directory: appleDirectory(.cachesDirectory, else: "Library/Caches", home: homeDirectory))
        #else
            linuxDefault(environment: environment, homeDirectory: homeDirectory)
        #endif
    }

    /// The XDG rule: `$XDG_CACHE_HOME` when it is an absolute path, else `~/.cache`; plus `rick-and-morty-core`.
    public static func linuxDefault(environment: [String: String], homeDirectory: URL) -> CacheLocation {
        CacheLocation(directory: xdgDirectory("XDG_CACHE_HOME", else: ".cache", environment, home: homeDirectory))
    }

    /// The app's folder in `$variable` when that is an absolute path, else in `fallback` below `home`.
    static func xdgDirectory(
        _ variable: String, else fallback: String, _ environment: [String: String], home: URL
    ) -> URL {
        let configured = environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let base =
            configured.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? home.appendingPathComponent(fallback, isDirectory: true)
        return base.appendingPathComponent(applicationFolderName, isDirectory: true)
    }

    #if canImport(Darwin)
        /// The app's folder in the user's `directory`, else in `fallback` below `home`.
        static func appleDirectory(_ directory: FileManager.SearchPathDirectory, else fallback: String, home: URL)
            -> URL
        {
            let base =
                FileManager.default.urls(for: directory, in: .userDomainMask).first
                ?? home.appendingPathComponent(fallback, isDirectory: true)
            return base.appendingPathComponent(applicationFolderName, isDirectory: true)
        }
    #endif
}
