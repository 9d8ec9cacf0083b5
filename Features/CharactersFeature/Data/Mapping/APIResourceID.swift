import Foundation

/// Reads the id at the end of an API resource URL (`https://host/api/episode/28` is 28).
enum APIResourceID {
    /// The id the URL ends with; nil when the last path component is not a positive integer.
    static func id(from urlString: String) -> Int? {
        guard let url = URL(string: urlString), let id = Int(url.lastPathComponent), id > 0 else { return nil }
        return id
    }
}
