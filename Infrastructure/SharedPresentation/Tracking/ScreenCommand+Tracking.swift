extension ScreenCommand {
    /// The command's name in tracking events, such as "search" or "loadMore".
    public var trackingName: String {
        switch self {
        case .next: "next"
        case .previous: "previous"
        case .page: "page"
        case .refresh: "refresh"
        case .loadMore: "loadMore"
        case .retry: "retry"
        case .search: "search"
        case .filter: "filter"
        case .open, .openLink: "open"
        case .action(let name, _): name
        }
    }

    /// The command's argument as text (a query, `key=value`, an id); nil for commands without one.
    public var trackingArgument: String? {
        switch self {
        case .next, .previous, .refresh, .loadMore, .retry: nil
        case .search(let query): query
        case .filter(let key, let value): "\(key)=\(value)"
        case .open(let id), .action(_, let id), .page(let id): String(id)
        case .openLink(let word): word
        }
    }
}
