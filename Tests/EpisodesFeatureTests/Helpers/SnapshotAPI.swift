import Foundation
import Networking
import NetworkingTesting

/// Answers episode list pages and multi-id character requests from the API snapshot, as the real server would.
struct SnapshotAPI: Sendable {
    let episodes: [Int: Data]
    let episodeCodes: [Int: String]
    let characters: [Int: Data]

    /// Reads `episodes.json` and `characters.json` from `directory`, keeping each object's bytes by id.
    init(directory: URL) throws {
        (episodes, episodeCodes) = try Self.objects(
            in: directory.appendingPathComponent("episodes.json"), key: "episode")
        characters = try Self.objects(in: directory.appendingPathComponent("characters.json"), key: nil).0
    }

    /// The raw `episodes.json` bytes.
    static func episodesFile(in directory: URL) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent("episodes.json"))
    }

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.url.pathComponents
        if path.count >= 2, path[path.count - 2] == "character" {
            let found = Set(Self.ids(in: request.url)).sorted().compactMap { characters[$0] }
            return HTTPClientSpy.json(Self.array(found), for: request)
        }
        return listPage(request)
    }

    private func listPage(_ request: HTTPRequest) -> HTTPResponse {
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let page = query.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
        let filter = query.first { $0.name == "episode" }?.value ?? ""
        let matching = episodes.keys.sorted().filter {
            filter.isEmpty || (episodeCodes[$0] ?? "").localizedCaseInsensitiveContains(filter)
        }
        let pages = (matching.count + 19) / 20
        guard page >= 1, page <= pages else { return HTTPClientSpy.status(404, for: request) }
        let slice = matching[((page - 1) * 20)..<min(page * 20, matching.count)].compactMap { episodes[$0] }
        let next = page < pages ? "\"https://api.test/api/episode?page=\(page + 1)\"" : "null"
        let info = "{\"count\":\(matching.count),\"pages\":\(pages),\"next\":\(next),\"prev\":null}"
        var body = Data("{\"info\":\(info),\"results\":".utf8)
        body.append(Self.array(slice))
        body.append(Data("}".utf8))
        return HTTPClientSpy.json(body, for: request)
    }

    private static func ids(in url: URL) -> [Int] {
        url.lastPathComponent.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            .split(separator: ",").compactMap { Int($0) }
    }

    private static func array(_ objects: [Data]) -> Data {
        var body = Data("[".utf8)
        for (index, object) in objects.enumerated() {
            if index > 0 { body.append(Data(",".utf8)) }
            body.append(object)
        }
        body.append(Data("]".utf8))
        return body
    }

    private static func objects(in file: URL, key: String?) throws -> ([Int: Data], [Int: String]) {
        let list = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]] ?? []
        var bytes: [Int: Data] = [:]
        var keyed: [Int: String] = [:]
        for object in list {
            guard let id = object["id"] as? Int else { continue }
            bytes[id] = try JSONSerialization.data(withJSONObject: object)
            if let key, let value = object[key] as? String {
                keyed[id] = value
            }
        }
        return (bytes, keyed)
    }
}
