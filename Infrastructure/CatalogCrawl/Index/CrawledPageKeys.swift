import Networking

/// Tells the cache keys of list pages a crawl stores (`…/api/character?page=3`, no filter) from every other key, and
/// rules out at a glance the keys that cannot ask for items by id.
struct CrawledPageKeys: Sendable {
    private let prefixes: [(resource: RickAndMortyAPI.Resource, prefix: String)]
    private let itemPrefixes: [String]

    /// The page keys of every resource on the server `configuration` names.
    init(configuration: APIConfiguration) {
        prefixes = RickAndMortyAPI.Resource.allCases.compactMap { resource in
            guard let first = try? configuration.url(for: .page(1, of: resource)).absoluteString,
                first.hasSuffix("page=1")
            else { return nil }
            return (resource, String(first.dropLast()))
        }
        itemPrefixes = RickAndMortyAPI.Resource.allCases.map { Self.list($0, on: configuration) + "/" }
    }

    /// Whether `key` may ask for items by id (`…/character/2`); false for an image, a page or another server's key,
    /// without parsing it as a URL.
    func mayNameItems(_ key: String) -> Bool {
        itemPrefixes.contains { key.hasPrefix($0) } && !key.contains("/avatar/")
    }

    /// The list and page number `key` asks for; nil for any other key.
    func page(of key: String) -> (resource: RickAndMortyAPI.Resource, number: Int)? {
        for (resource, prefix) in prefixes where key.hasPrefix(prefix) {
            let digits = key.utf8.dropFirst(prefix.utf8.count)
            guard (1...9).contains(digits.count), digits.first != UInt8(ascii: "0"),
                digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int(Substring(digits))
            else { return nil }
            return (resource, number)
        }
        return nil
    }

    /// The list's address as the crawl's requests spell it (`http://host/api/character`, whatever the spelling of
    /// the base URL given), which the crawl's own entries are keyed below with a fragment no request carries.
    static func list(_ resource: RickAndMortyAPI.Resource, on configuration: APIConfiguration) -> String {
        if let page = try? configuration.url(for: .page(1, of: resource)).absoluteString,
            let query = page.firstIndex(of: "?")
        {
            return String(page[..<query])
        }
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)/\(resource.pathComponent)"
    }
}
