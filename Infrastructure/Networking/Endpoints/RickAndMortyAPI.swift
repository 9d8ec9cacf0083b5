import Foundation

/// The Rick and Morty REST API's constants, kept in one place so features never hard-code hosts or paths.
public enum RickAndMortyAPI {
    /// The live API's base URL; endpoints are built relative to whichever base URL the app is configured with.
    public static let liveBaseURL: URL =
        // A valid absolute URL, so the fallback is never used; it only avoids a force unwrap.
        URL(string: "https://rickandmortyapi.com/api") ?? URL(fileURLWithPath: "/api")

    /// The number of items on every list page.
    public static let pageSize = 20

    /// The API's resources, each a path component below the base URL.
    public enum Resource: String, Sendable, Hashable, CaseIterable {
        case character
        case episode
        case location

        /// The resource's path component below the base URL.
        public var pathComponent: String { rawValue }
    }
}
