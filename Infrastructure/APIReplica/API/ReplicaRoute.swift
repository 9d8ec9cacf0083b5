/// What a request path asks for, matched the way the real server's Express routes match it.
enum ReplicaRoute: Equatable {
    case index
    case list(ReplicaResource, path: String)
    case item(ReplicaResource, rawID: String)
    case avatarFolder
    case avatar(rawFileName: String)
    case unknown

    init(path: Substring) {
        guard path == "/api" || path.hasPrefix("/api/") else {
            self = .unknown
            return
        }
        var segments = path.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let trailingSlash = segments.count > 1 && segments.last == ""
        if trailingSlash { segments.removeLast() }
        let parts = Array(segments)
        guard let first = parts.first else {
            self = .index
            return
        }
        guard !parts.contains(""), let resource = ReplicaResource(rawValue: String(first)) else {
            self = first.isEmpty && parts.count == 1 ? .index : .unknown
            return
        }
        switch parts.count {
        case 1:
            self = .list(resource, path: "/" + resource.pathComponent + (trailingSlash ? "/" : ""))
        case 2 where resource == .character && parts[1] == "avatar":
            self = .avatarFolder
        case 2:
            self = .item(resource, rawID: String(parts[1]))
        case 3 where resource == .character && parts[1] == "avatar" && !trailingSlash:
            self = .avatar(rawFileName: String(parts[2]))
        default:
            self = .unknown
        }
    }
}
