import Foundation

/// Where the user's data lives: the platform's data directory by default (never the cache's), or `--data-dir`.
public enum DataLocation {
    /// The platform default: `$XDG_DATA_HOME` or `~/.local/share` on Linux, `Application Support` on Apple
    /// platforms, plus `rick-and-morty-core`.
    public static func platformDefault(environment: [String: String], homeDirectory: URL) -> URL {
        #if canImport(Darwin)
            CacheLocation.appleDirectory(
                .applicationSupportDirectory, else: "Library/Application Support", home: homeDirectory)
        #else
            CacheLocation.xdgDirectory("XDG_DATA_HOME", else: ".local/share", environment, home: homeDirectory)
        #endif
    }
}
