import Foundation

/// Where the user's data lives: the platform's data directory by default (never the cache's), or a directory the
/// App is given (`--data-dir`).
public enum DataLocation {
    /// The platform default: `$XDG_DATA_HOME` or `~/.local/share` on Linux, `Application Support` on Apple
    /// platforms, plus `rick-and-morty-core`.
    public static func platformDefault(environment: [String: String], homeDirectory: URL) -> URL {
        #if canImport(Darwin)
            let support =
                FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
                ?? homeDirectory.appendingPathComponent("Library/Application Support", isDirectory: true)
            return support.appendingPathComponent(CacheLocation.applicationFolderName, isDirectory: true)
        #else
            return linuxDefault(environment: environment, homeDirectory: homeDirectory)
        #endif
    }

    /// The XDG rule: `$XDG_DATA_HOME` when it is an absolute path, else `~/.local/share`; plus
    /// `rick-and-morty-core`.
    public static func linuxDefault(environment: [String: String], homeDirectory: URL) -> URL {
        let base: URL
        if let configured = environment["XDG_DATA_HOME"], configured.hasPrefix("/") {
            base = URL(fileURLWithPath: configured, isDirectory: true)
        } else {
            base = homeDirectory.appendingPathComponent(".local/share", isDirectory: true)
        }
        return base.appendingPathComponent(CacheLocation.applicationFolderName, isDirectory: true)
    }
}
